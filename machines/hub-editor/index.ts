export * from './hub-editor.machine';
export * from './hub-preview.machine';
export * from './hub-editor.selectors';
