export * from './identity';
export * from './menus';
export * from './sessions';
export * from './privileges';
export * from './content';
export * from './programs';
export * from './support';
export * from './chat';
