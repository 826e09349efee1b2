export * from './menu.store';
