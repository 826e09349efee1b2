// The critical path of a built SPA and its budget (bench/budget.json, issue 18, decision 0064):
// what the browser must download before the public home page shows — the entry of index.html,
// its static imports and CSS, and the route's lazily loaded screen with its static imports and
// CSS — gzip-compressed, and which source modules ride on it (read from the source maps).
// Shared by `npm run bench:critical` (prints it) and tests/e2e/run.ts (fails `npm test` when over).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/app/route-table';

interface ManifestChunk { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  /** Gzip bytes of the critical JS (0.8 × NodeBB's 173.0 KiB on its guest home page). */
  jsGzipBytes: number;
  /** Gzip bytes of the critical CSS. */
  cssGzipBytes: number;
  /** Packages (node_modules/<name>/) and source paths (from the repository root) a guest never needs on `/`. */
  forbidden: string[];
}

export interface AssetSize { file: string; gzip: number }

export interface CriticalPath {
  route: string;
  js: AssetSize[];
  css: AssetSize[];
  entryJsGzip: number;
  /** Every source module in the critical JS, as a path from the repository root (node_modules/… for packages). */
  modules: string[];
  /** Critical JS files without a source map (their modules cannot be checked). */
  unmapped: AssetSize[];
  /** Private screen modules (route table) found on the path. */
  privateScreens: string[];
  privateScreenCount: number;
}

export interface BudgetResult { path: CriticalPath; budget: Budget; failures: string[] }

// Paths are read from the project being measured: run from its root (npm scripts do).
const root = process.cwd();
export const BUDGET_FILE = path.join(import.meta.dirname, 'budget.json');

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function manifestPath(distDir: string) {
  return path.join(distDir, '.vite/manifest.json');
}

/** Screen key → module path (src/screens/…tsx), from the lazy imports of src/app/screens.ts. */
function screenModules(): Record<string, string> {
  const source = readFileSync(path.join(root, 'src/app/screens.ts'), 'utf8');
  return Object.fromEntries([...source.matchAll(/(\w+): \(\) => import\('\.\.\/(screens\/[^']+)'\)/g)]
    .map(([, key, mod]) => [key!, `src/${mod}.tsx`]));
}

/** Source paths of a built chunk, from its source map, relative to the repository root (null: no map). */
function sourcesOf(distDir: string, file: string): string[] | null {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => {
    const absolute = path.resolve(path.dirname(path.join(distDir, file)), s);
    const inPackages = absolute.lastIndexOf('/node_modules/');
    return inPackages >= 0 ? absolute.slice(inPackages + 1) : path.relative(root, absolute);
  });
}

/** The critical path of `route` (a path of the route table, `/` by default) in a build made with `--manifest`. */
export function criticalPath(distDir: string, route = '/'): CriticalPath {
  const file = manifestPath(distDir);
  if (!existsSync(file)) throw new Error(`No ${file}: build with \`vite build --manifest\` first.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gzip = (asset: string) => gzipSync(readFileSync(path.join(distDir, asset))).length;

  const modules = screenModules();
  const entry = ROUTES.find((r) => r.path === route);
  if (!entry) throw new Error(`No route ${route} in the route table.`);
  const publicKeys = new Set(ROUTES.filter((r) => r.access === 'public').map((r) => r.screen));
  const privateModules = new Set(ROUTES.filter((r) => r.access === 'private' && !publicKeys.has(r.screen)).map((r) => modules[r.screen]!));

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  // The entry imports the app (src/boot.tsx, chunk 'boot') after the first paint (decision 0068): it is on the path all the same.
  const boot = (manifest[entryKey]!.dynamicImports ?? []).filter((k) => manifest[k]?.name === 'boot');
  const appKeys = [entryKey, ...boot].flatMap((k) => [...closure(k)]);
  const keys = new Set([...appKeys, ...closure(modules[entry.screen]!)]);
  const js = [...keys].map((k) => manifest[k]!.file).map((f) => ({ file: f, gzip: gzip(f) }));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))].map((f) => ({ file: f, gzip: gzip(f) }));
  const sources = [...new Set(js.flatMap((a) => sourcesOf(distDir, a.file) ?? []))].sort();
  return {
    route,
    js,
    css,
    entryJsGzip: [...new Set(appKeys)].reduce((sum, k) => sum + gzip(manifest[k]!.file), 0),
    modules: sources,
    unmapped: js.filter((a) => sourcesOf(distDir, a.file) === null),
    privateScreens: [...keys].filter((k) => privateModules.has(k)),
    privateScreenCount: privateModules.size,
  };
}

export const total = (assets: AssetSize[]) => assets.reduce((sum, a) => sum + a.gzip, 0);

export function readBudget(file = BUDGET_FILE): Budget {
  return JSON.parse(readFileSync(file, 'utf8')) as Budget;
}

/** The critical path of `/` against bench/budget.json: every way it is over, in words. */
export function checkBudget(distDir: string, budget: Budget = readBudget()): BudgetResult {
  const found = criticalPath(distDir, '/');
  const failures: string[] = [];
  const js = total(found.js);
  const css = total(found.css);
  if (js > budget.jsGzipBytes) failures.push(`JS for / is ${kb(js)} gzip, over the budget of ${kb(budget.jsGzipBytes)}.`);
  if (css > budget.cssGzipBytes) failures.push(`CSS for / is ${kb(css)} gzip, over the budget of ${kb(budget.cssGzipBytes)}.`);
  // The bundler's own runtime has no map; anything bigger without one could hide a forbidden module.
  for (const a of found.unmapped.filter((u) => u.gzip > 1024)) failures.push(`${a.file} has no source map: its modules cannot be checked.`);
  if (found.privateScreens.length > 0) failures.push(`Private screens on the path of /: ${found.privateScreens.join(', ')}.`);
  for (const name of budget.forbidden) {
    const prefix = /^(src|machines|contracts)\//.test(name) ? name : `node_modules/${name}/`;
    const hits = found.modules.filter((m) => m.startsWith(prefix));
    if (hits.length > 0) failures.push(`${name} is on the path of / (${hits.length} modules, e.g. ${hits[0]}).`);
  }
  return { path: found, budget, failures };
}
