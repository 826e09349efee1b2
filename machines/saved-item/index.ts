export * from './saved-item.machine';
export * from './saved-item.selectors';
