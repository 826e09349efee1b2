export * from './identity';
export * from './menus';
