import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formSubmitMachine } from './form-submit.machine';
import { selectFieldErrors } from './form-submit.selectors';
import { selectBusy, selectError, selectMessage } from './form-submit.selectors';

describe('formSubmitMachine', () => {
  it('passes the values to the effect and keeps its confirmation', async () => {
    let got: unknown;
    const actor = createActor(formSubmitMachine.provide({ actors: { submit: fromPromise(async ({ input }) => { got = input; return "Saved."; }) } }), { input: {} }).start();
    actor.send({ type: 'form.submit', values: { name: 'x' } });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('succeeded'));
    expect(got).toEqual({ name: 'x' });
    expect(selectMessage(s)).toBe('Saved.');
  });

  it('keeps the error, and clears it on a new submit that succeeds', async () => {
    let n = 0;
    const actor = createActor(formSubmitMachine.provide({ actors: { submit: fromPromise(async () => { n += 1; if (n === 1) throw new Error('Nope.'); return 'OK.'; }) } }), { input: {} }).start();
    actor.send({ type: 'form.submit', values: {} });
    expect(selectError(await waitFor(actor, (s) => s.matches('failed')))).toBe('Nope.');
    actor.send({ type: 'form.submit', values: {} });
    const s = await waitFor(actor, (snap) => snap.matches('succeeded'));
    expect(selectError(s)).toBeNull();
  });

  it('after a success, tells another actor (a list reloads after a command)', async () => {
    const heard: string[] = [];
    const list = createActor(createMachine({ on: { 'list.reload': { actions: () => { heard.push('list.reload'); } } } })).start();
    const actor = createActor(formSubmitMachine.provide({ actors: { submit: fromPromise(async () => 'Done.') } }),
      { input: { onSuccess: { to: list, events: [{ type: 'list.reload' }] } } }).start();
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (snap) => snap.matches('succeeded'));
    expect(heard).toEqual(['list.reload']);
  });

  it('keeps the server’s refused fields for the form to show at each field', async () => {
    const refused = Object.assign(new Error('Password must be at least 8 characters.'), { fields: { new_password: 'Password must be at least 8 characters.' } });
    const actor = createActor(formSubmitMachine.provide({ actors: { submit: fromPromise<string, Record<string, unknown>>(async () => { throw refused; }) } }), { input: {} }).start();
    actor.send({ type: 'form.submit', values: {} });
    const s = await waitFor(actor, (snap) => snap.matches('failed'));
    expect(selectFieldErrors(s)).toEqual({ new_password: 'Password must be at least 8 characters.' });
    actor.send({ type: 'form.reset' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });
});
