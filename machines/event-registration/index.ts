export * from './event-registration.machine';
export * from './event-registration.selectors';
