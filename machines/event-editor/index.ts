export * from './event-editor.machine';
export * from './event-editor.selectors';
