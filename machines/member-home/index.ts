export * from './member-home.machine';
export * from './member-home.selectors';
