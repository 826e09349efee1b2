export * from './notifications.machine';
export * from './notifications.selectors';
