export * from './bulk-operation.machine';
export * from './bulk-operation.selectors';
