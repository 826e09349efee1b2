export * from './admin-list.machine';
export * from './admin-list.selectors';
