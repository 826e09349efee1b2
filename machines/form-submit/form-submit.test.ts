import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formSubmitMachine } from './form-submit.machine';
import { selectBusy, selectError, selectMessage } from './form-submit.selectors';

describe('formSubmitMachine', () => {
  it('passes the values to the effect and keeps its confirmation', async () => {
    let got: unknown;
    const actor = createActor(formSubmitMachine.provide({ actors: { submit: fromPromise(async ({ input }) => { got = input; return 'Saved.'; }) } })).start();
    actor.send({ type: 'form.submit', values: { name: 'x' } });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('succeeded'));
    expect(got).toEqual({ name: 'x' });
    expect(selectMessage(s)).toBe('Saved.');
  });

  it('keeps the error, and clears it on a new submit that succeeds', async () => {
    let n = 0;
    const actor = createActor(formSubmitMachine.provide({ actors: { submit: fromPromise(async () => { n += 1; if (n === 1) throw new Error('Nope.'); return 'OK.'; }) } })).start();
    actor.send({ type: 'form.submit', values: {} });
    expect(selectError(await waitFor(actor, (s) => s.matches('failed')))).toBe('Nope.');
    actor.send({ type: 'form.submit', values: {} });
    const s = await waitFor(actor, (snap) => snap.matches('succeeded'));
    expect(selectError(s)).toBeNull();
  });
});
