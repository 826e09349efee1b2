// `npm run paths`: every generated path of every machine as numbered steps a tester can
// follow by hand. The same cases run as the machines' *.paths.test.ts.
import { PATH_MODELS } from './models';
import { describeCase, transitionPaths } from './transition-paths';

for (const model of PATH_MODELS) {
  const cases = transitionPaths(model.machine, model.events).sort((a, b) => a.name.localeCompare(b.name));
  console.log(`\n${model.name} — ${cases.length} paths`);
  cases.forEach((c, i) => {
    console.log(`\n  ${i + 1}. ${c.name}`);
    describeCase(model, c).forEach((line, step) => console.log(`     ${step === 0 ? '' : `${step}. `}${line}`));
  });
}
console.log('');
