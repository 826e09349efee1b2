// `machine.provide(effects)` builds the whole chart a second time: the state nodes, their
// transitions and ids. On the guest's start-up the auth chart's two builds (the stand-ins' one at
// import and the app's) took ~30 ms of the main thread (decision 0096). A machine module that
// keeps its chart in a build function can give the app the same machine built once.
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
