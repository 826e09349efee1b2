export * from './wellbeing-overview.machine';
export * from './wellbeing-overview.selectors';
