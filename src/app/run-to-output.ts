import { createActor, toPromise, type AnyActorLogic, type InputFrom, type InspectionEvent, type OutputFrom } from 'xstate';

/**
 * Runs a machine to its final state and resolves with its output: how a parent machine that
 * declares a promise effect (auth's loadMember, loadPrivileges) runs a child flow. The child is
 * stopped when the parent leaves the state (signal), and shows up in the inspector.
 */
export function runToOutput<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  { signal, inspect }: { signal: AbortSignal; inspect?: (event: InspectionEvent) => void },
): Promise<OutputFrom<TLogic>> {
  const actor = createActor(logic, { input, inspect });
  signal.addEventListener('abort', () => actor.stop(), { once: true });
  const output = toPromise(actor);
  actor.start();
  return output;
}
