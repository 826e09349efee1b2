// The tabs of one browser behave as one (issue 17): sign-in, logout and role switches made in
// one tab reach the others' auth machines. BroadcastChannel where the browser has it; otherwise
// the storage event (fired in every other tab when a local-storage key changes) carries the
// same message.
import type { TabMessage } from '../../machines/auth';

const CHANNEL = 'summit-auth';
const STORAGE_KEY = 'summit.auth-tab-message';

export interface TabSync {
  /** Tells every other tab of this browser (never this one). */
  post(message: TabMessage): void;
  /** Hears the other tabs; returns the unsubscribe. */
  listen(onMessage: (message: TabMessage) => void): () => void;
}

const isMessage = (value: unknown): value is TabMessage =>
  typeof value === 'object' && value !== null && ['signedIn', 'signedOut', 'roleChanged'].includes((value as { kind?: string }).kind ?? '');

export function createTabSync(win: Window & typeof globalThis = window): TabSync {
  if (typeof win.BroadcastChannel === 'function') {
    const channel = new win.BroadcastChannel(CHANNEL);
    return {
      post: (message) => channel.postMessage(message),
      listen: (onMessage) => {
        const handler = (event: MessageEvent) => { if (isMessage(event.data)) onMessage(event.data); };
        channel.addEventListener('message', handler);
        return () => channel.removeEventListener('message', handler);
      },
    };
  }
  return {
    // A fresh value each time (the event fires only on a change); removed at once, the event still fires.
    post: (message) => {
      try {
        win.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: `${Date.now()}-${Math.random()}` }));
        win.localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage unavailable (private mode quota): the other tabs learn on their next call.
      }
    },
    listen: (onMessage) => {
      const handler = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY || !event.newValue) return;
        try {
          const value: unknown = JSON.parse(event.newValue);
          if (isMessage(value)) onMessage(value);
        } catch {
          // Not ours.
        }
      };
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
  };
}

/** The auth event a message from another tab becomes. */
export function tabMessageEvent(message: TabMessage) {
  switch (message.kind) {
    case 'signedIn': return { type: 'auth.otherTabSignedIn' as const, userId: message.userId };
    case 'signedOut': return { type: 'auth.otherTabSignedOut' as const };
    case 'roleChanged': return { type: 'auth.otherTabRoleChanged' as const, userId: message.userId, activeRole: message.activeRole };
  }
}
