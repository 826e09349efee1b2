import type { SnapshotFrom } from 'xstate';
import type { socketConnectionMachine } from './socket-connection.machine';

type S = SnapshotFrom<typeof socketConnectionMachine>;

export const selectIsConnected = (s: S) => s.hasTag('connected');
export const selectIsConnecting = (s: S) => s.hasTag('connecting');
/** The last connection problem ('socket has been disconnected', 'timeout', …); never shown to members. */
export const selectSocketError = (s: S) => s.context.error;
