export * from './forum-topic.machine';
export * from './forum-topic.selectors';
export * from './post-edit.machine';
export * from './mention-suggest.machine';
