export * from './chat.machine';
export * from './chat-thread.machine';
export * from './chat-composer.machine';
export * from './chat.selectors';
export * from './new-conversation.machine';
export * from './new-conversation.selectors';
