export * from './organization-page.machine';
export * from './organization-page.selectors';
