export * from './profile-form.machine';
export * from './profile-form.selectors';
