import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectSessionMember = (s: SessionSnapshot) => s.context.userId;
export const selectLiveUpdates = (s: SessionSnapshot) => s.matches({ signedIn: 'live' });
