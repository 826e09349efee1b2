export * from './content-item.machine';
export * from './content-item.selectors';
