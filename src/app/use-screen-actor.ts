import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useAppActors } from './AppActorsContext';

/**
 * A screen's actor, started with the app's inspector when there is one (development,
 * `?inspect`), so a developer sees every flow they visit in the Stately inspector — not only
 * the long-lived ones. Screens start their actors through this hook, never `useActorRef` alone.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(logic: TLogic, options: Omit<ActorOptions<TLogic>, 'inspect'> = {}) {
  const { inspect } = useAppActors();
  return useActorRef(logic, inspect ? { ...options, inspect } as ActorOptions<TLogic> : options as ActorOptions<TLogic>);
}
