// Critical JS + CSS for `/`: what the browser must download before the public home page shows
// (the entry of index.html, its static imports and CSS, and the lazily loaded home screen with
// its own static imports and CSS), gzip-compressed. Fails when a private screen's code is on it.
// Run: npx vite build --logLevel warn --manifest && npx tsx bench/critical-path.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/app/route-table';

interface Chunk { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }

const manifestPath = path.resolve('dist/.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: build with `npx vite build --manifest` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(path.resolve('dist', file))).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** A chunk and everything it imports statically (what loads with it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

// screens.ts maps each screen key to its module; the route table says which keys are private.
const screensSource = readFileSync(path.resolve('src/app/screens.ts'), 'utf8');
const screenModule = Object.fromEntries([...screensSource.matchAll(/(\w+): \(\) => import\('\.\.\/(screens\/[^']+)'\)/g)]
  .map(([, key, mod]) => [key!, `src/${mod}.tsx`]));
const publicKeys = new Set(ROUTES.filter((r) => r.access === 'public').map((r) => r.screen));
const privateModules = new Set(ROUTES.filter((r) => r.access === 'private' && !publicKeys.has(r.screen)).map((r) => screenModule[r.screen]!));

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const homeKey = screenModule.home!;
const keys = new Set([...closure(entryKey), ...closure(homeKey)]);
const js = [...keys].map((k) => manifest[k]!.file);
const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];

const sum = (files: string[]) => files.reduce((s, f) => s + gz(f), 0);
const entryJs = [...closure(entryKey)].map((k) => manifest[k]!.file);
console.log('Critical path for / (gzip)');
for (const f of [...js, ...css].sort((a, b) => gz(b) - gz(a))) console.log(`  ${f.padEnd(52)} ${kb(gz(f))}`);
console.log(`JS:  ${kb(sum(js))} in ${js.length} files (entry alone ${kb(sum(entryJs))})`);
console.log(`CSS: ${kb(sum(css))} in ${css.length} files`);
console.log(`JS + CSS: ${kb(sum(js) + sum(css))}`);

const leaked = [...keys].filter((k) => privateModules.has(k));
if (leaked.length > 0) {
  console.error(`Private screens on the critical path of /: ${leaked.join(', ')}`);
  process.exit(1);
}
console.log(`Private screens on the path: none (${privateModules.size} private screen modules checked)`);
