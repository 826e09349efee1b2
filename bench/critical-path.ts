// Critical JS + CSS for `/`: what the browser must download before the public home page shows
// (the entry of index.html, its static imports and CSS, and the lazily loaded home screen with
// its own static imports and CSS), gzip-compressed, against bench/budget.json — the same check
// tests/e2e/run.ts makes in `npm test` (bench/budget.ts). Exits 1 when over budget.
// Run: npx vite build --logLevel warn --manifest && npx tsx bench/critical-path.ts [dist folder]
import path from 'node:path';
import { checkBudget, kb, kib, total } from './budget';

const distDir = path.resolve(process.argv[2] ?? 'dist');
let result;
try {
  result = checkBudget(distDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { path: critical, budget, failures } = result;
const js = total(critical.js);
const css = total(critical.css);

console.log('Critical path for / (gzip)');
for (const a of [...critical.js, ...critical.css].sort((x, y) => y.gzip - x.gzip)) console.log(`  ${a.file.padEnd(52)} ${kb(a.gzip)}`);
console.log(`JS:  ${kb(js)} (${kib(js)}) in ${critical.js.length} files (entry alone ${kb(critical.entryJsGzip)}), budget ${kb(budget.jsGzipBytes)}`);
console.log(`CSS: ${kb(css)} in ${critical.css.length} files, budget ${kb(budget.cssGzipBytes)}`);
console.log(`JS + CSS: ${kb(js + css)}`);
const packages = [...new Set(critical.modules.filter((m) => m.startsWith('node_modules/'))
  .map((m) => m.split('/').slice(1, m.split('/')[1]!.startsWith('@') ? 3 : 2).join('/')))].sort();
console.log(`Packages on the path: ${packages.join(', ')}`);
console.log(`Private screens on the path: ${critical.privateScreens.length === 0 ? 'none' : critical.privateScreens.join(', ')} (${critical.privateScreenCount} private screen modules checked)`);
console.log(`Not on the path: ${budget.forbidden.join(', ')} — ${failures.some((f) => budget.forbidden.some((n) => f.startsWith(`${n} is on`))) ? 'VIOLATED' : 'checked'}`);
if (failures.length > 0) {
  console.error(`\nOver budget (bench/budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
