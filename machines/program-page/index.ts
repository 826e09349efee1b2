export * from './program-page.machine';
export * from './program-page.selectors';
