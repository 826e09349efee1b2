export * from './auth.machine';
export * from './auth.selectors';
export type * from './auth.events';
