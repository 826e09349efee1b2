// `npm run paths`: every generated path of every machine as numbered steps a tester can
// follow by hand. The same cases run as the machines' *.paths.test.ts.
// `npm run paths -- --md`: the same as Markdown, one section per flow, titles in plain sentences
// (from the machines' state and event descriptions), and a summary of flows over ~40 paths.
import { PATH_MODELS } from './models';
import { caseTitle, describeCase, transitionPaths, type PathModel, type TransitionCase } from './transition-paths';

/** More paths than this is too many for a person to walk: the machine should be split. */
const PATHS_PER_FLOW = 40;

/** The anchor GitHub gives a heading. */
const slug = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-');

const flows: { model: PathModel; cases: TransitionCase[] }[] = PATH_MODELS.map((model) => ({
  model,
  cases: transitionPaths(model.machine, model.events).sort((a, b) => caseTitle(model, a).localeCompare(caseTitle(model, b))),
}));

if (process.argv.includes('--md')) {
  const out: string[] = ['# QA paths', '', 'Every path the machines generate, walked by hand. The same paths run as the machines’ `*.paths.test.ts`.', ''];
  out.push('| Flow | Paths |', '| --- | ---: |');
  for (const { model, cases } of flows) out.push(`| [${model.name}](#${slug(model.name)}) | ${cases.length}${cases.length > PATHS_PER_FLOW ? ' (too many: split)' : ''} |`);
  for (const { model, cases } of flows) {
    out.push('', `## ${model.name}`, '', `${cases.length} paths.`);
    cases.forEach((c, i) => {
      const [start, ...steps] = describeCase(model, c);
      out.push('', `### ${model.name} ${i + 1}. ${caseTitle(model, c)}`, '', `${start}`, '');
      steps.forEach((line, n) => out.push(`${n + 1}. ${line}`));
    });
  }
  console.log(out.join('\n'));
  const big = flows.filter((f) => f.cases.length > PATHS_PER_FLOW);
  if (big.length > 0) console.error(`Flows over ${PATHS_PER_FLOW} paths: ${big.map((f) => `${f.model.name} (${f.cases.length})`).join(', ')}`);
} else {
  for (const { model, cases } of flows) {
    console.log(`\n${model.name} — ${cases.length} paths`);
    cases.forEach((c, i) => {
      console.log(`\n  ${i + 1}. ${caseTitle(model, c)}`);
      describeCase(model, c).forEach((line, step) => console.log(`     ${step === 0 ? '' : `${step}. `}${line}`));
    });
  }
  console.log('');
}
