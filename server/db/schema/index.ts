export * from './identity';
export * from './menus';
export * from './sessions';
export * from './privileges';
