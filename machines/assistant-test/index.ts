export * from './assistant-test.machine';
