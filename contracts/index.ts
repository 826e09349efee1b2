export * from './constants';
export * from './messages';
export * from './roles';
export * from './http';
export * from './auth';
export * from './auth-payloads';
