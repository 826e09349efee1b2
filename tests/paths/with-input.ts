import { createActor, createMachine, type AnyMachineSnapshot, type AnyStateMachine, type InputFrom } from 'xstate';

/**
 * Path traversal and `npm run paths` start a machine without input, so a model walks the
 * chart with the input fixed: the context it would get, starting where it would start.
 */
export function withInput<M extends AnyStateMachine>(machine: M, input: InputFrom<M>): AnyStateMachine {
  const first = createActor(machine as AnyStateMachine, { input }).getSnapshot() as AnyMachineSnapshot;
  return createMachine({ ...machine.config, initial: first.value, context: first.context } as never, machine.implementations as never);
}
