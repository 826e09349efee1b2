export * from './learner-records.machine';
