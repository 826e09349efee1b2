export * from './follow.machine';
export * from './follow.selectors';
