import { useEffect, useRef } from 'react';
import type { EventObject } from 'xstate';

/**
 * Address → machine, the one direction (ARCHITECTURE "URL ⇄ machine sync goes through one shared
 * hook"): when a value read from the address changes after the actor started (its input had the
 * first one), the actor is told with `toEvent(value)`. The machine never writes the address back:
 * the view's links and buttons change the address, and the address tells the machine.
 */
export function useAddressEvent<T, E extends EventObject>(actor: { send: (event: E) => void }, value: T, toEvent: (value: T) => E): void {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    actor.send(toEvent(value));
    // toEvent is a plain mapping; only the value decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, value]);
}
