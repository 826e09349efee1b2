import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MemberHome } from '../../contracts';
import { memberHomeMachine } from './member-home.machine';
import { selectHome, selectHomeError, selectHomeLoading } from './member-home.selectors';

const HOME = { first_name: 'Maya' } as MemberHome;

describe('memberHomeMachine', () => {
  it('loads the dashboard in one call and keeps it through a refresh', async () => {
    let calls = 0;
    const actor = createActor(memberHomeMachine.provide({ actors: { loadHome: fromPromise(async () => { calls += 1; return { ...HOME, first_name: `Maya ${calls}` }; }) } })).start();
    expect(selectHomeLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectHome(actor.getSnapshot())?.first_name).toBe('Maya 1');
    actor.send({ type: 'home.refresh' });
    expect(selectHome(actor.getSnapshot())?.first_name).toBe('Maya 1'); // still shown while reloading
    await waitFor(actor, (s) => s.matches('ready') && s.context.home?.first_name === 'Maya 2');
    expect(calls).toBe(2);
  });

  it('fails with the reason and recovers on retry', async () => {
    let fail = true;
    const actor = createActor(memberHomeMachine.provide({
      actors: { loadHome: fromPromise(async () => { if (fail) throw new Error('Network Error'); return HOME; }) },
    })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHomeError(actor.getSnapshot())).toBe('Network Error');
    fail = false;
    actor.send({ type: 'home.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectHomeError(actor.getSnapshot())).toBeNull();
  });

  it('uses a plain sentence when the failure has no message', async () => {
    const actor = createActor(memberHomeMachine.provide({ actors: { loadHome: fromPromise<MemberHome, void>(async () => { throw new Error(''); }) } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHomeError(actor.getSnapshot())).toBe('Your home could not be loaded.');
  });
});
