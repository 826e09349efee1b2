export * from './csv-import.machine';
export * from './csv-import.selectors';
export * from './csv-rows';
