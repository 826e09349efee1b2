import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { AppActors } from './actors';

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs <AppActorsProvider>');
  return actors;
}

type AuthSnapshot = SnapshotFrom<AppActors['auth']>;

/** One auth value, through one of the selectors in machines/auth. */
export function useAuth<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAppActors().auth, selector);
}
