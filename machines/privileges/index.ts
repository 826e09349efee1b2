export * from './privileges.machine';
export * from './privileges.selectors';
export * from './permissions';
export * from './admin-access';
