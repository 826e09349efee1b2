export * from './chat.machine';
export * from './chat.selectors';
export * from './new-conversation.machine';
export * from './new-conversation.selectors';
