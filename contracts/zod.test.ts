// Issue 11 #16: zod's JIT probes `new Function("")` once, and under the SPA's Content-Security-
// Policy (no 'unsafe-eval') every page logged an `eval` violation for it. contracts/zod.ts turns
// the JIT off before any schema exists; these tests keep it that way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('zod without eval', () => {
  it('building and parsing every contract never constructs a Function (no JIT, no probe)', async () => {
    const real = globalThis.Function;
    const made: string[] = [];
    globalThis.Function = new Proxy(real, {
      construct(target, args: unknown[]) {
        made.push(String(args.at(-1)).slice(0, 40));
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        made.push(String(args.at(-1)).slice(0, 40));
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      // Imported here, after the spy: this file's module graph is fresh, so zod is too.
      const contracts = await import('./index');
      expect(contracts.listQuerySchema.parse({ page: '2' })).toMatchObject({ page: 2, limit: 10 });
      expect(contracts.videoBodySchema.safeParse({ url: 'https://video.example/1' }).success).toBe(true);
      expect(contracts.bugReportInputSchema.safeParse({ title: 'x', description: 'y' }).success).toBe(true);
      const { z } = await import('./zod');
      expect(z.object({ a: z.object({ b: z.number() }) }).parse({ a: { b: 1 } })).toEqual({ a: { b: 1 } });
      expect(z.config().jitless).toBe(true);
    } finally {
      globalThis.Function = real;
    }
    expect(made).toEqual([]);
  });

  it('contracts, machines and the SPA take `z` from contracts/zod.ts (type-only imports of zod are fine)', () => {
    const valueImport = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]zod(?:\/[^'"]*)?['"]|^\s*import\s+['"]zod['"]|^\s*export\s+[^;]*from\s+['"]zod['"]/m;
    const offenders = ['contracts', 'machines', 'src']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => !file.endsWith(`${path.sep}contracts${path.sep}zod.ts`) && !file.endsWith('.test.ts'))
      .filter((file) => valueImport.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
