// Prints what the browser downloads: the entry, the public home page's first load, and
// every screen chunk (gzip sizes). Run: npm run bench:bundle (builds first).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = path.resolve('dist/assets');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(assets, file))).length;

const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
const indexHtml = readFileSync(path.resolve('dist/index.html'), 'utf8');
const entry = files.filter((f) => indexHtml.includes(`/assets/${f}`));
const home = files.filter((f) => f.startsWith('HomeScreen-'));
const screens = files.filter((f) => /Screen-.*\.js$/.test(f)).sort((a, b) => gz(b) - gz(a));

const total = (list: string[]) => list.reduce((sum, f) => sum + gz(f), 0);
console.log(`entry (${entry.join(', ')}): ${kb(total(entry))} gzip, ${kb(entry.reduce((s, f) => s + statSync(path.join(assets, f)).size, 0))} raw`);
console.log(`public home first load (entry + home screen): ${kb(total([...entry, ...home]))} gzip`);
console.log(`screen chunks: ${screens.length}; largest:`);
for (const f of screens.slice(0, 8)) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
