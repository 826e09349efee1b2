export * from './notification-feed.machine';
export * from './notification-feed.selectors';
