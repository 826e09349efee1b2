// An API host of a spec's own (same built SPA, its own data folder and port), for walks that
// stop and start the server under a signed-in browser. restart.spec.ts does the same inline.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

const tsx = path.resolve('node_modules/.bin/tsx');

export class OwnHost {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number, readonly dataDir: string) {}

  static async create(): Promise<OwnHost> {
    return new OwnHost(await freePort(), mkdtempSync(path.join(tmpdir(), 'summit-own-host-')));
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the host (again) on the same port and data; `jwtSecret` signs its access tokens. */
  start(jwtSecret: string): Promise<void> {
    const child = spawn(tsx, ['server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', JWT_SECRET: jwtSecret },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is running at')) resolve();
      });
      child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
      child.once('exit', (code) => reject(new Error(`API host exited with ${code}:\n${output}`)));
    });
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
