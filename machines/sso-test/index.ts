export * from './sso-test.machine';
