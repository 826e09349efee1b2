export * from './forum-list.machine';
export * from './forum-list.selectors';
