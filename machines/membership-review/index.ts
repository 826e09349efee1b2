export * from './membership-review.machine';
export * from './membership-review.selectors';
