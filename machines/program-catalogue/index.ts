export * from './program-catalogue.machine';
export * from './program-catalogue.selectors';
