export * from './privilege-editor.machine';
export * from './privilege-editor.selectors';
