export * from './socket-connection.machine';
export * from './socket-connection.selectors';
