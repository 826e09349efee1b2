export * from './my-library.machine';
export * from './my-library.selectors';
