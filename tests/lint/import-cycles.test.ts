// Issue 17: app/ (route table, providers, long-lived actors) and screens/ must not import each
// other in a cycle, and no other files of src/ either — type-only and lazy imports count too. A small import graph of src/ instead
// of a new dependency.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function graph(): Map<string, string[]> {
  const all = new Set(files(SRC));
  const resolve = (from: string, spec: string) => {
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => all.has(c)) ?? null;
  };
  return new Map([...all].map((file) => {
    const text = readFileSync(file, 'utf8');
    const deps = [...text.matchAll(IMPORT)].map((m) => resolve(file, (m[1] ?? m[2])!)).filter((d): d is string => d !== null);
    return [file, deps];
  }));
}

/** Strongly connected components with more than one file (Tarjan). */
function cycles(g: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>(); const low = new Map<string, number>();
  const stack: string[] = []; const on = new Set<string>(); const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index); low.set(v, index); index += 1; stack.push(v); on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) { on.delete(w); comp.push(w); if (w === v) break; }
      if (comp.length > 1) out.push(comp.map((f) => path.relative(SRC, f)).sort());
    }
  };
  for (const v of g.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('import cycles', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const a = path.join(SRC, 'app/a.ts'); const b = path.join(SRC, 'screens/x/b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual([['app/a.ts', 'screens/x/b.ts']]);
  });

  it('app/ and screens/ are not in a cycle, counting type-only and lazy imports', () => {
    const mixed = cycles(graph()).filter((c) => c.some((f) => f.startsWith('app/')) && c.some((f) => f.startsWith('screens/')));
    expect(mixed).toEqual([]);
  });

  it('no files of src/ import each other in a cycle (e.g. TopBar ⇄ NavMenuButton: shared types in nav-types.ts)', () => {
    expect(cycles(graph())).toEqual([]);
  });
});
