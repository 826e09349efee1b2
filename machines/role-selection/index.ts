export * from './role-selection.machine';
export * from './role-selection.selectors';
