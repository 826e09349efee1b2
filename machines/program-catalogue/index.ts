export * from './catalogue-plan';
export * from './program-catalogue.machine';
export * from './program-catalogue.selectors';
