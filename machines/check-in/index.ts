export * from './check-in.machine';
export * from './check-in.selectors';
