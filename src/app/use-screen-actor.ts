import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic, Observer, SnapshotFrom } from 'xstate';
import { useAppActors } from './AppActorsContext';

/**
 * A screen's actor, started with the app's inspector when there is one (development,
 * `?inspect`), so a developer sees every flow they visit in the Stately inspector — not only
 * the long-lived ones. The one way the SPA starts an actor from a view: lint forbids
 * `useActorRef`/`createActor` elsewhere in src/ (eslint.config.js), and
 * src/app/inspector.test.tsx proves every screen's actor reaches the inspector.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: Omit<ActorOptions<TLogic>, 'inspect'> = {},
  observer?: Partial<Observer<SnapshotFrom<TLogic>>> | ((snapshot: SnapshotFrom<TLogic>) => void),
) {
  const { inspect } = useAppActors();
  return useActorRef(logic, (inspect ? { ...options, inspect } : options) as ActorOptions<TLogic>, observer);
}
