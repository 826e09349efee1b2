export * from './cookie-consent.machine';
export * from './cookie-consent.selectors';
