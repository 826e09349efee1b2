// The menu context and its selectors. The store itself is imported from './menu.store' by whoever
// loads it (src/app/menu.ts, lazily): re-exporting it here would put @xstate/store on the path of
// every importer of this barrel (decision 0076).
export * from './menu-context';
