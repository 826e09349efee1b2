export * from './onboarding.machine';
export * from './onboarding.selectors';
