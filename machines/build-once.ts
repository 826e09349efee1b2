// `machine.provide(effects)` builds the whole chart a second time: the state nodes, their
// transitions and ids. On the guest's start-up the app built the auth chart twice, once at import
// (the stand-ins' machine: 19 of the 30 ms the app's chunk took to evaluate) and once more with
// its effects (decision 0096). A machine module that keeps its chart in a function taking the
// `createMachine` to use can give the app the same machine built once.
import { createMachine, type AnyStateMachine } from 'xstate';

// Loose on purpose: a setup's createMachine is generic over its chart.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Build = (config: any) => unknown;

/**
 * `build` (a `setup(...).createMachine`) with `effects` in place of the setup's stand-ins: what
 * `build(config).provide(effects)` gives, with the chart built once. The machine module types
 * `effects` (its `provide`'s parameter).
 */
export function withEffects<B extends Build>(build: B, effects: object): B {
  const built = (config: object) => {
    // A chart without states builds in microseconds and carries the setup's stand-ins and schemas.
    const empty = (build({}) as AnyStateMachine).provide(effects as never);
    return createMachine({ ...config, schemas: empty.schemas } as never, empty.implementations as never);
  };
  return built as unknown as B;
}
