export * from './learning-overview.machine';
