export * from './readiness-journey.machine';
export * from './readiness-journey.selectors';
