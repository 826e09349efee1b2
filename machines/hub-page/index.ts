export * from './hub-page.machine';
export * from './hub-page.selectors';
