export * from './idea-board.machine';
export * from './idea-board.selectors';
