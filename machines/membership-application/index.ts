export * from './membership-application.machine';
export * from './membership-application.selectors';
