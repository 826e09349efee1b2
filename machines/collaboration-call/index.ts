export * from './collaboration-call.machine';
export * from './collaboration-call.selectors';
