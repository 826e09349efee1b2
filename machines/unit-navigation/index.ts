export * from './unit-navigation.machine';
export * from './unit-navigation.selectors';
