import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { contentItemMachine } from './content-item.machine';
import { contentItemPathModel, PATH_ITEM } from './content-item.paths';

const model = contentItemPathModel;
const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('contentItemMachine', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --content.retry--> "loading"',
      '"loading" --xstate.done.actor.0.contentItem.loading--> "ready"',
      '"loading" --xstate.error.actor.0.contentItem.loading--> "failed"',
      '"loading" --xstate.error.actor.0.contentItem.loading--> "notFound"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadItem: pending } } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });

  it('loads the item named by its slug; a 404 is notFound; a failure retries', async () => {
    const asked: string[] = [];
    let fail = true;
    const actor = createActor(contentItemMachine.provide({
      actors: { loadItem: fromPromise(async ({ input }: { input: { slug: string } }) => { asked.push(input.slug); if (fail) { fail = false; throw new Error('Network Error'); } return PATH_ITEM; }) },
    }), { input: { slug: 'pitch-deck-outline' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Network Error');
    actor.send({ type: 'content.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['pitch-deck-outline', 'pitch-deck-outline']);
    const gone = createActor(contentItemMachine.provide({
      actors: { loadItem: fromPromise(async () => { throw Object.assign(new Error('Content not found'), { statusCode: 404 }); }) },
    } as never), { input: { slug: 'draft' } }).start();
    await waitFor(gone, (s) => s.matches('notFound'));
  });
});
