import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { eventEditorMachine } from './event-editor.machine';
import { selectFieldErrors, selectSaved, selectSaveError, selectSaving } from './event-editor.selectors';

describe('eventEditorMachine', () => {
  it('sends nothing while a field is invalid, and keeps the field messages', () => {
    let calls = 0;
    const actor = createActor(eventEditorMachine.provide({ actors: { save: fromPromise(async () => { calls += 1; return { event_id: 1 }; }) } })).start();
    actor.send({ type: 'editor.submit', payload: {}, fieldErrors: { title: 'Enter a title.' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ title: 'Enter a title.' });
    expect(calls).toBe(0);
  });

  it('saves the payload once at a time and keeps the saved event', async () => {
    const got: unknown[] = [];
    const actor = createActor(eventEditorMachine.provide({
      actors: { save: fromPromise(async ({ input }) => { got.push(input); return { event_id: 42 }; }) },
    })).start();
    actor.send({ type: 'editor.submit', payload: {}, fieldErrors: { title: 'Enter a title.' } });
    actor.send({ type: 'editor.submit', payload: { title: 'Demo day' }, fieldErrors: {} });
    expect(selectSaving(actor.getSnapshot())).toBe(true);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'editor.submit', payload: { title: 'Twice' }, fieldErrors: {} });
    const s = await waitFor(actor, (snap) => snap.matches('saved'));
    expect(got).toEqual([{ title: 'Demo day' }]);
    expect(selectSaved(s)).toEqual({ event_id: 42 });
    actor.send({ type: 'editor.edit' });
    expect(selectSaved(actor.getSnapshot())).toBeNull();
  });

  it('keeps the server’s refusal until the next change, and a new save clears it', async () => {
    let n = 0;
    const actor = createActor(eventEditorMachine.provide({
      actors: { save: fromPromise(async () => { n += 1; if (n === 1) throw new Error('ends_at must not be before starts_at.'); return { event_id: 3 }; }) },
    })).start();
    actor.send({ type: 'editor.submit', payload: { title: 'x' }, fieldErrors: {} });
    expect(selectSaveError(await waitFor(actor, (s) => s.matches('failed')))).toBe('ends_at must not be before starts_at.');
    actor.send({ type: 'editor.submit', payload: { title: 'x' }, fieldErrors: {} });
    const s = await waitFor(actor, (snap) => snap.matches('saved'));
    expect(selectSaveError(s)).toBeNull();
  });
});
