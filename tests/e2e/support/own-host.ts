// An API host of a spec's own (same built SPA, its own data folder and port, from the run's seeded
// template), for walks that stop and start the server under a signed-in browser.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort } from '../../support/free-port';
import { newDataDir, startHost, stopHost } from './hosts';

export class OwnHost {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number, readonly dataDir: string) {}

  static async create(): Promise<OwnHost> {
    return new OwnHost(await freePort(), newDataDir('summit-own-host-'));
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the host (again) on the same port and data; `jwtSecret` signs its access tokens when given. */
  async start(jwtSecret?: string): Promise<void> {
    this.child = await startHost(this.port, this.dataDir, jwtSecret ? { JWT_SECRET: jwtSecret } : {});
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child) await stopHost(child);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
