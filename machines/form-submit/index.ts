export * from './form-submit.machine';
export * from './form-submit.selectors';
