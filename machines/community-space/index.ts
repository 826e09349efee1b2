export * from './community-space.machine';
export * from './community-space.selectors';
