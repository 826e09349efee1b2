// Lint: TypeScript rules, React hooks rules, and the one-way import boundaries of
// ARCHITECTURE.md ("Layout"). tests/lint/boundaries.test.ts proves each boundary fails.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: restrict([
      { regex: '(^|/)src/', message: 'machines/ must not import the SPA (src/): keep machines pure.' },
      { regex: '(^|/)server/', message: 'machines/ must not import the API host.' },
      { regex: '^(react|react-dom|axios|socket\\.io-client|react-router)(/|$)', message: 'machines/ are pure: no React, HTTP or sockets; inject effects with .provide().' },
    ]),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: restrict([
      { regex: '(^|/)machines/', message: 'components/ take plain props and never import machines/.' },
      { regex: '(^|/)(app|screens|api)/', message: 'components/ are shared UI: no app wiring, screens or API calls.' },
    ]),
  },
  {
    files: ['src/screens/*/*.{ts,tsx}'],
    rules: restrict([
      { regex: '^\\.\\./[^.]', message: 'Screens never import each other: move shared parts to components/ or lib/.' },
    ]),
  },
  {
    // Screens take their effects from their area's wiring (`<area>.actors.ts`), never from api/.
    files: ['src/screens/*/*.{ts,tsx}'],
    ignores: ['src/screens/**/*.actors.ts', 'src/screens/**/*.test.{ts,tsx}'],
    rules: restrict([
      { regex: '^\\.\\./[^.]', message: 'Screens never import each other: move shared parts to components/ or lib/.' },
      { regex: '(^|/)api/', message: 'Screens never import api/: take effects from the area\'s <area>.actors.ts.' },
    ]),
  },
  {
    // Every actor a view starts goes through useScreenActor (it passes the dev inspector);
    // long-lived actors are created in src/app/ with the inspector passed explicitly.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/app/use-screen-actor.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.name=/^(useActorRef|useMachine)$/]", message: 'Start actors with useScreenActor (src/app/use-screen-actor.ts) so the inspector sees them.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/app/*.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.name=/^(useActorRef|useMachine)$/]", message: 'Start actors with useScreenActor (src/app/use-screen-actor.ts) so the inspector sees them.' },
        { selector: "CallExpression[callee.name='createActor']", message: 'Views start actors with useScreenActor; long-lived actors are created in src/app/ with the inspector.' },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      { regex: '(^|/)src/', message: 'server/ must not import the SPA (src/); share through contracts/.' },
      { regex: '(^|/)machines/', message: 'server/ must not import SPA machines; share through contracts/.' },
    ]),
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrict([
      { regex: '(^|/)(src|server|machines)/', message: 'contracts/ is the bottom layer: it imports only libraries.' },
    ]),
  },
);
