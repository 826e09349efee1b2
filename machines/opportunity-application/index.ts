export * from './opportunity-application.machine';
export * from './opportunity-application.selectors';
