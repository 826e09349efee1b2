export * from './ecosystem-map.machine';
export * from './ecosystem-map.selectors';
