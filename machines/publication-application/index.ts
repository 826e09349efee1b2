export * from './publication-application.machine';
export * from './publication-autosave.machine';
export * from './publication-review.machine';
export * from './publication.selectors';
