import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { compileHints } from './vite-compile-hints';

const HINT = '//# allFunctionsCalledOnLoad';

/** The bundle as the plugin finds it: Vite's preamble on line 1, maps and twins already made. */
function bundleOf() {
  const code = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./a.js";export function b(){return a()}\n';
  const chunk = (name: string) => ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, code, map: { mappings: ';AAAA' } });
  const asset = (fileName: string, source: string | Uint8Array) => ({ type: 'asset', fileName, source });
  return {
    'assets/boot-x.js': chunk('boot'),
    'assets/boot-x.js.map': asset('assets/boot-x.js.map', JSON.stringify({ version: 3, mappings: ';AAAA' })),
    'assets/boot-x.js.br': asset('assets/boot-x.js.br', new Uint8Array([1])),
    'assets/boot-x.js.gz': asset('assets/boot-x.js.gz', new Uint8Array([1])),
    'assets/other-x.js': chunk('other'),
  } as unknown as OutputBundle & Record<string, { code?: string; source?: string | Uint8Array; map?: { mappings: string } }>;
}

function run(bundle: OutputBundle) {
  const hook = compileHints(['boot']).generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
}

describe('compile hints (decision 0096)', () => {
  it('puts the hint on the first line of the named chunk, before Vite’s preamble, and shifts its map one line', () => {
    const bundle = bundleOf();
    run(bundle);
    const boot = bundle['assets/boot-x.js'];
    expect(boot.code!.split('\n')[0]).toBe(HINT);
    expect(boot.code!.split('\n')[1]).toMatch(/^const __vite__mapDeps/);
    expect(boot.map!.mappings).toBe(';;AAAA');
    expect(JSON.parse(bundle['assets/boot-x.js.map'].source as string).mappings).toBe(';;AAAA');
  });

  it('makes the .br and .gz twins again from the hinted text, and leaves other chunks alone', () => {
    const bundle = bundleOf();
    run(bundle);
    const code = bundle['assets/boot-x.js'].code!;
    expect(brotliDecompressSync(bundle['assets/boot-x.js.br'].source as Uint8Array).toString()).toBe(code);
    expect(gunzipSync(bundle['assets/boot-x.js.gz'].source as Uint8Array).toString()).toBe(code);
    expect(bundle['assets/other-x.js'].code!.startsWith(HINT)).toBe(false);
  });

  it('adds the hint once', () => {
    const bundle = bundleOf();
    run(bundle);
    run(bundle);
    expect(bundle['assets/boot-x.js'].code!.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(bundle['assets/boot-x.js'].map!.mappings).toBe(';;AAAA');
  });
});
