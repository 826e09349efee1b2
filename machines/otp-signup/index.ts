export * from './otp-signup.machine';
export * from './otp-signup.selectors';
