export * from './profile-view.machine';
export * from './profile-view.selectors';
