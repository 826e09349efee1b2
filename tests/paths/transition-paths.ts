// Generated path tests: one case per state-changing transition of a machine. Each case
// walks the shortest path to the transition's source state, then takes the transition.
// The same cases feed the machine's path test and `npm run paths` (the QA checklist).
import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/** What a machine contributes to path testing and to the QA checklist. */
export interface PathModel {
  name: string;
  machine: AnyStateMachine;
  /** Every event the traversal may send, invoked effects' outcomes included. */
  events: EventObject[];
  /** What a person sees in each state (keyed by the JSON of the state value). */
  screens: Record<string, string>;
  /** What a person does (or what happens) for each event type. */
  actions: Record<string, string>;
  /** Optional: a step for one particular event (e.g. one of several server answers), before `actions`. */
  step?: (event: EventObject) => string | undefined;
}

export interface TransitionCase {
  name: string;
  steps: EventObject[];
  expected: unknown;
  source: string;
  target: string;
}

type Edge = { event: EventObject; state: { value: unknown } };
const key = (value: unknown) => JSON.stringify(value);

export function transitionPaths(machine: AnyStateMachine, events: EventObject[]): TransitionCase[] {
  const opts = { events: events as never, serializeState: (s: { value: unknown }) => key(s.value) };
  const toState = new Map(getShortestPaths(machine, opts).map((p) => [key(p.state.value), p.steps.slice(1).map((s) => s.event)]));
  return Object.values(getAdjacencyMap(machine, opts)).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, Edge>)
      .filter((t) => key(t.state.value) !== key(state.value))
      .map((t) => ({
        name: `${key(state.value)} --${t.event.type}--> ${key(t.state.value)}`,
        steps: [...(toState.get(key(state.value)) ?? []), t.event],
        expected: t.state.value,
        source: key(state.value),
        target: key(t.state.value),
      })));
}

/** Every state value the machine can reach with the model's events. */
export function reachableStates(machine: AnyStateMachine, events: EventObject[]): string[] {
  const opts = { events: events as never, serializeState: (s: { value: unknown }) => key(s.value) };
  return getShortestPaths(machine, opts).map((p) => key(p.state.value)).sort();
}

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[._-]+/g, ' ').toLowerCase();

/**
 * A state a model has no screen for, in words rather than JSON: `{"ready":{"list":"refreshing"}}`
 * → "ready: list refreshing"; parallel regions joined with "; ".
 */
export function stateInWords(stateKey: string): string {
  const walk = (value: unknown): string => {
    if (typeof value === 'string') return words(value);
    if (!value || typeof value !== 'object') return String(value);
    return Object.entries(value as Record<string, unknown>)
      .map(([region, inner]) => (typeof inner === 'string' ? `${words(region)} ${words(inner)}` : `${words(region)}: ${walk(inner)}`))
      .join('; ');
  };
  try {
    return walk(JSON.parse(stateKey));
  } catch {
    return stateKey;
  }
}

/** What a person sees in a state: the model's screen, else the state in words. */
export const screenOf = (model: PathModel, stateKey: string) => model.screens[stateKey] ?? stateInWords(stateKey);

/** What a person does for an event: the model's step or action, else the event in words. */
export function actionOf(model: PathModel, event: EventObject): string {
  const known = model.step?.(event) ?? model.actions[event.type];
  if (known) return known;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (done) return `${words(done[2]!)} ${done[1] === 'done' ? 'finishes' : 'fails'}`;
  return words(event.type);
}

/**
 * The state keys a case passes through, the start first: replayed on the machine itself (pure
 * transitions, no effects run), so a checklist or a walk in the browser knows the state after
 * every step — `always` transitions from the start (e.g. cookie consent's `restoring`) included.
 */
export function caseStates(model: PathModel, c: TransitionCase): string[] {
  let [snapshot] = initialTransition(model.machine);
  const keys = [key(snapshot.value)];
  for (const event of c.steps) {
    [snapshot] = transition(model.machine, snapshot, event as never);
    keys.push(key(snapshot.value));
  }
  return keys;
}

/** Human-readable steps of one case, for a tester walking it by hand. */
export function describeCase(model: PathModel, c: TransitionCase): string[] {
  const [start, ...after] = caseStates(model, c);
  return [`Start: ${screenOf(model, start!)}`, ...c.steps.map((event, i) => `${actionOf(model, event)} → ${screenOf(model, after[i]!)}`)];
}

/** A case's title as a plain sentence: what you do, where you are, and what you should see. */
export function caseTitle(model: PathModel, c: TransitionCase): string {
  const event = c.steps.at(-1)!;
  return `${actionOf(model, event)}, from “${screenOf(model, c.source)}” → “${screenOf(model, c.target)}”`;
}
