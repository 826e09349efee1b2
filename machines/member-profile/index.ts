export * from './member-profile.machine';
export * from './member-profile.selectors';
