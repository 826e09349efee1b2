// The QA walk (issue 17, decision 0067): the paths `npm run paths` prints, walked in Chromium.
// A flow's adapter says what a person does for each event and what the page must show in each
// state; this file picks the paths, replays them on the machine to know the state after every
// step, plays each step in the browser and checks the page after it.
import type { Browser, Page, Route } from '@playwright/test';
import { test } from '../support/test';
import type { AnyEventObject } from 'xstate';
import { PATH_MODELS } from '../../paths/models';
import { actionOf, caseStates, caseTitle, screenOf, transitionPaths, type PathModel, type TransitionCase } from '../../paths/transition-paths';

/** One step of a walk: the event, and the state keys before and after it. */
export interface WalkStep {
  event: AnyEventObject;
  from: string;
  to: string;
}

/**
 * What an event means in the browser, leaving a given state: a function that does it, or a
 * sentence saying why a person cannot do it there (the path is then not walked, and says so).
 */
export type Play<T> = ((world: T, step: WalkStep) => Promise<void>) | string;

export interface FlowAdapter<T> {
  /** The path model's name, exactly as `npm run paths` prints it. */
  flow: string;
  /** `paths`: walk every path (cheap flows); `states`: the shortest walkable path to every state. */
  cover: 'paths' | 'states';
  /** Once per flow: a browser context (signed in when the flow needs it). */
  open(browser: Browser): Promise<T>;
  /** Before each path: back to the flow's first screen; the case lets it hold the requests the path will answer. */
  start(world: T, c: TransitionCase): Promise<void>;
  /** After each path (also a failed one): undo what the path changed that the next start would not. */
  end?(world: T): Promise<void>;
  close(world: T): Promise<void>;
  play(event: AnyEventObject, from: string): Play<T>;
  /** What the page must show in each state (keyed like the model's screens); every state of the walk needs one. */
  see: Record<string, (world: T, step: WalkStep | null) => Promise<void>>;
}

export function pathModel(flow: string): PathModel {
  const model = PATH_MODELS.find((m) => m.name === flow);
  if (!model) throw new Error(`No path model named "${flow}" in tests/paths/models.ts`);
  return model;
}

/** The cases in the order `npm run paths` numbers them. */
export function numberedCases(model: PathModel): TransitionCase[] {
  return transitionPaths(model.machine, model.events).sort((a, b) => caseTitle(model, a).localeCompare(caseTitle(model, b)));
}

const stepsOf = (model: PathModel, c: TransitionCase): WalkStep[] => {
  const states = caseStates(model, c);
  return c.steps.map((event, i) => ({ event, from: states[i]!, to: states[i + 1]! }));
};

const isPlayable = <T>(adapter: FlowAdapter<T>, event: AnyEventObject, from: string) => typeof adapter.play(event, from) !== 'string';

/**
 * The shortest route from the start to every state using only transitions a person can play
 * (a case's own prefix, the machine's shortest path, may need one they cannot: e.g. a handshake
 * timeout on the way to "reconnecting", where a drop of a live connection leads there too).
 */
function playableRoutes<T>(adapter: FlowAdapter<T>, model: PathModel, cases: TransitionCase[]): Map<string, AnyEventObject[]> {
  const start = caseStates(model, { steps: [] } as unknown as TransitionCase)[0]!;
  const routes = new Map<string, AnyEventObject[]>([[start, []]]);
  const queue = [start];
  while (queue.length > 0) {
    const state = queue.shift()!;
    for (const c of cases) {
      const event = c.steps.at(-1)!;
      if (c.source !== state || routes.has(c.target) || !isPlayable(adapter, event, state)) continue;
      routes.set(c.target, [...routes.get(state)!, event]);
      queue.push(c.target);
    }
  }
  return routes;
}

/** The case as a person can walk it: its own steps, or (when a step on its way cannot be played) the playable route to its source; null when there is none. */
function walkable<T>(adapter: FlowAdapter<T>, model: PathModel, c: TransitionCase, routes: Map<string, AnyEventObject[]>): { c: TransitionCase; why: string | null; rerouted: boolean } {
  const steps = stepsOf(model, c);
  const blocked = steps.find((s) => !isPlayable(adapter, s.event, s.from));
  if (!blocked) return { c, why: null, rerouted: false };
  const last = steps.at(-1)!;
  const route = routes.get(c.source);
  if (!isPlayable(adapter, last.event, last.from)) return { c, why: adapter.play(last.event, last.from) as string, rerouted: false };
  if (!route) return { c, why: adapter.play(blocked.event, blocked.from) as string, rerouted: false };
  return { c: { ...c, steps: [...route, last.event] }, why: null, rerouted: true };
}

const sameSteps = (a: TransitionCase, b: TransitionCase, n: number) =>
  JSON.stringify(a.steps.slice(0, n).map((e) => ({ ...e, error: undefined }))) === JSON.stringify(b.steps.slice(0, n).map((e) => ({ ...e, error: undefined })));

export interface Planned { n: number; c: TransitionCase; rerouted: boolean }

export interface Plan {
  walk: Planned[];
  /** Cases left out, with the reason. */
  left: { n: number; c: TransitionCase; why: string }[];
}

/**
 * Which cases to walk. `paths`: every playable one. `states`: for each state, the shortest
 * playable case ending there; a case that is the start of another chosen case is walked inside it.
 */
export function plan<T>(adapter: FlowAdapter<T>, model: PathModel): Plan {
  const numbered = numberedCases(model);
  const routes = playableRoutes(adapter, model, numbered);
  const cases = numbered.map((c, i) => ({ n: i + 1, ...walkable(adapter, model, c, routes) }));
  const playable = cases.filter((x) => x.why === null);
  const left = cases.filter((x) => x.why !== null).map((x) => ({ n: x.n, c: x.c, why: x.why! }));
  if (adapter.cover === 'paths') return { walk: playable, left };
  const shortest = new Map<string, Planned>();
  for (const x of playable) {
    const best = shortest.get(x.c.target);
    if (!best || x.c.steps.length < best.c.steps.length) shortest.set(x.c.target, x);
  }
  const chosen = [...shortest.values()];
  const inside = (x: Planned) => chosen.some((y) => y !== x && y.c.steps.length > x.c.steps.length && sameSteps(x.c, y.c, x.c.steps.length));
  const walk = chosen.filter((x) => !inside(x)).sort((a, b) => a.n - b.n);
  const covered = new Set(walk.map((x) => x.n));
  for (const x of playable) if (!covered.has(x.n)) left.push({ n: x.n, c: x.c, why: chosen.includes(x) ? 'walked inside a longer path' : 'not the shortest path to its state' });
  left.sort((a, b) => a.n - b.n);
  return { walk, left };
}

/** `npm run test:qa-walk` walks every planned path (QA_WALK=full); `npm test` the smoke path only. */
const FULL_WALK = process.env.QA_WALK === 'full';

/**
 * The smoke path of a flow: its longest planned path, which passes through the most states (the
 * machines' own path tests run every path at machine level). The rest are listed as left to the
 * full walk.
 */
export function smokeOrFull(p: Plan): Plan {
  if (FULL_WALK || p.walk.length <= 1) return p;
  // The longest; between equals, one that does not end in a failure (a smoke test walks the way most people go).
  const score = (x: Planned) => x.c.steps.length * 2 + (String(x.c.steps.at(-1)?.type).startsWith('xstate.error') ? 0 : 1);
  const smoke = p.walk.reduce((a, b) => (score(b) > score(a) ? b : a));
  const rest = p.walk.filter((x) => x !== smoke).map((x) => ({ n: x.n, c: x.c, why: 'walked by `npm run test:qa-walk` (npm test walks the smoke path)' }));
  return { walk: [smoke], left: [...p.left, ...rest].sort((a, b) => a.n - b.n) };
}

/** Walks one case: its start, then each step and the state it leads to. */
export async function walkCase<T>(adapter: FlowAdapter<T>, model: PathModel, c: TransitionCase, world: T): Promise<void> {
  const steps = stepsOf(model, c);
  const start = caseStates(model, c)[0]!;
  await adapter.start(world, c);
  try {
    await test.step(`Start: ${screenOf(model, start)}`, () => see(adapter, start, world, null));
    for (const step of steps) {
      await test.step(`${actionOf(model, step.event)} → ${screenOf(model, step.to)}`, async () => {
        await (adapter.play(step.event, step.from) as Exclude<Play<T>, string>)(world, step);
        await see(adapter, step.to, world, step);
      });
    }
  } finally {
    await adapter.end?.(world);
  }
}

async function see<T>(adapter: FlowAdapter<T>, state: string, world: T, step: WalkStep | null) {
  const check = adapter.see[state];
  if (!check) throw new Error(`${adapter.flow}: the QA walk has no check for state ${state}`);
  await check(world, step);
}

/**
 * Declares the flow's tests: one per walked path, named as `npm run paths` numbers it, one after
 * the other in one browser context (a flow's paths share its sign-in); the flows run side by side.
 */
export function qaWalk<T>(adapter: FlowAdapter<T>, options: { timeout?: number } = {}): void {
  const model = pathModel(adapter.flow);
  const { walk, left } = smokeOrFull(plan(adapter, model));
  test.describe(`QA walk: ${adapter.flow}`, () => {
    test.describe.configure({ mode: 'serial', ...(options.timeout ? { timeout: options.timeout } : {}) });
    let world: T;
    test.beforeAll(async ({ browser }) => {
      const lines = [`QA walk ${adapter.flow}: walking ${walk.length} of ${walk.length + left.length} paths (${adapter.cover === 'paths' ? 'every path' : 'the shortest path to every state'})`];
      for (const x of walk) lines.push(`  walk ${x.n}. ${caseTitle(model, x.c)}${x.rerouted ? ` (reached by a route a person can play: ${x.c.steps.length} steps)` : ''}`);
      for (const x of left) lines.push(`  left ${x.n}. ${caseTitle(model, x.c)} — ${x.why}`);
      console.log(lines.join('\n'));
      world = await adapter.open(browser);
    });
    test.afterAll(async () => { if (world) await adapter.close(world); });
    for (const x of walk) {
      test(`${adapter.flow} ${x.n}. ${caseTitle(model, x.c)}`, () => walkCase(adapter, model, x.c, world));
    }
  });
}

/**
 * Requests a path's effects make, held until the walk plays the effect's outcome: the state
 * while the request is in flight can be checked, then `answer()` lets the real server reply
 * (`xstate.done.actor.*`) or `fail()` replies with an error (`xstate.error.actor.*`).
 */
export class HeldRequests {
  private held: Route[] = [];
  private wake: (() => void) | null = null;

  constructor(private readonly page: Page, private readonly url: string | RegExp, private readonly method = 'POST') {}

  /** Holds from now until the path ends (`release`). */
  async install(): Promise<this> {
    this.held = [];
    await this.page.route(this.url, (route) => {
      if (route.request().method() !== this.method) return route.fallback();
      this.held.push(route);
      this.wake?.();
      return undefined;
    });
    return this;
  }

  private async next(): Promise<Route> {
    const deadline = Date.now() + 10_000;
    while (this.held.length === 0) {
      if (Date.now() > deadline) throw new Error(`No ${this.method} ${String(this.url)} request was made`);
      await new Promise<void>((resolve) => { this.wake = resolve; setTimeout(resolve, 250); });
    }
    return this.held.shift()!;
  }

  /** Stops holding; a request still held is dropped with the page it belonged to. */
  async release(): Promise<void> {
    await this.page.unroute(this.url);
    this.held = [];
  }

  /** The real server answers the oldest held request. */
  async answer(): Promise<void> {
    await (await this.next()).continue();
  }

  /** The oldest held request fails with this status and the server's error shape. */
  async fail(statusCode: number, message: string): Promise<void> {
    await (await this.next()).fulfill({ status: statusCode, json: { statusCode, message } });
  }
}
