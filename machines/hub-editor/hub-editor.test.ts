import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { HubPreview, HubSummary, HubUpdate } from '../../contracts';
import { applyChange, hubEditorMachine, newSection, validateDraft } from './hub-editor.machine';
import { PATH_HUBS } from './hub-editor.paths';
import { hubPreviewMachine } from './hub-preview.machine';
import { selectDraft, selectErrors, selectIsDirty, selectIsSaving, selectPreview, selectSaveError, selectSlug } from './hub-editor.selectors';

const draft: HubUpdate = { title: 'Funding Hub', intro: '', visibility: 'members', sections: PATH_HUBS[0]!.sections };

describe('hub draft edits', () => {
  it('adds sections with unused ids and defaults, moves and removes them', () => {
    let d = applyChange(draft, { op: 'add', kind: 'events' });
    d = applyChange(d, { op: 'add', kind: 'events' });
    expect(d.sections.map((s) => s.id)).toEqual(['about', 'events-1', 'events-2']);
    expect(d.sections[1]).toMatchObject({ kind: 'events', title: 'Upcoming events', params: { event_kind: null, tag: null, limit: 4 } });
    d = applyChange(d, { op: 'move', id: 'events-2', by: -1 });
    expect(d.sections.map((s) => s.id)).toEqual(['about', 'events-2', 'events-1']);
    expect(applyChange(d, { op: 'move', id: 'about', by: -1 })).toBe(d); // already first
    d = applyChange(d, { op: 'remove', id: 'about' });
    expect(d.sections.map((s) => s.id)).toEqual(['events-2', 'events-1']);
    d = applyChange(d, { op: 'update', id: 'events-1', title: 'Competitions', params: { event_kind: 'competition' } });
    expect(d.sections[1]).toMatchObject({ title: 'Competitions', params: { event_kind: 'competition', tag: null, limit: 4 } });
    expect(newSection('rich-text', []).id).toBe('rich-text-1');
  });

  it('validates with the API host’s schema, by field path', () => {
    expect(validateDraft(draft)).toEqual({});
    const bad = applyChange(applyChange(draft, { field: 'title', value: ' ' }), { op: 'add', kind: 'rich-text' });
    expect(validateDraft(bad)).toEqual({ title: 'Enter a title.', 'sections.1.params.body': 'Write the text.' });
    const tooMany = applyChange(draft, { op: 'update', id: 'about', params: { body: 'x'.repeat(9000) } });
    expect(validateDraft(tooMany)['sections.0.params.body']).toBe('Use at most 8000 characters.');
  });
});

describe('hubEditorMachine', () => {
  const previews: HubUpdate[] = [];
  const preview = hubPreviewMachine.provide({
    delays: { settle: 0 },
    actors: { resolvePreview: fromPromise<HubPreview, HubUpdate>(async ({ input }) => { previews.push(input); return { intro_html: '', sections: [] }; }) },
  });
  const start = (save: (input: { slug: string; draft: HubUpdate }) => Promise<HubSummary>, slug = 'investor-hub') => createActor(hubEditorMachine.provide({
    actors: { loadHubs: fromPromise(async () => PATH_HUBS), saveHub: fromPromise(({ input }) => save(input as never)), hubPreview: preview },
  }), { input: { slug } }).start();

  it('opens the requested hub, refuses to save an invalid draft, saves a valid one and previews each change', async () => {
    const saved: { slug: string; draft: HubUpdate }[] = [];
    const actor = start(async (input) => { saved.push(input); return { ...PATH_HUBS[1]!, ...input.draft }; });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(selectDraft(actor.getSnapshot())?.title).toBe('Investor Hub');
    actor.send({ type: 'editor.change', change: { op: 'add', kind: 'rich-text' } });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(selectErrors(actor.getSnapshot())).toEqual({ 'sections.0.params.body': 'Write the text.' });
    actor.send({ type: 'editor.change', change: { op: 'update', id: 'rich-text-1', params: { body: 'Welcome, investors.' } } });
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    await waitFor(actor.getSnapshot().children.preview!, (p) => selectPreview(p as never) !== null);
    expect(previews.at(-1)?.sections[0]).toMatchObject({ params: { body: 'Welcome, investors.' } });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }) && !s.context.dirty);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.slug).toBe('investor-hub');
    expect(actor.getSnapshot().context.savedAt).not.toBeNull();
  });

  it('takes no other hub while a save is on its way (the Hub choice is disabled while saving)', async () => {
    let finish: () => void = () => {};
    const actor = start((input) => new Promise((resolve) => { finish = () => resolve({ ...PATH_HUBS[2]!, ...input.draft }); }), 'funding-hub');
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'editor.change', change: { field: 'title', value: 'Money Hub' } });
    actor.send({ type: 'editor.save' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.select', slug: 'investor-hub' });
    expect(selectSlug(actor.getSnapshot())).toBe('funding-hub');
    finish();
    await waitFor(actor, (s) => !selectIsSaving(s));
    actor.send({ type: 'editor.select', slug: 'investor-hub' });
    expect(selectSlug(actor.getSnapshot())).toBe('investor-hub');
  });

  it('keeps the draft and shows the server’s reason when saving fails', async () => {
    const actor = start(async () => { throw new Error('Only administrators can edit hubs.'); }, 'funding-hub');
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'editor.change', change: { field: 'title', value: 'Money Hub' } });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => selectSaveError(s) !== null);
    expect(selectSaveError(actor.getSnapshot())).toBe('Only administrators can edit hubs.');
    expect(selectDraft(actor.getSnapshot())?.title).toBe('Money Hub');
    actor.send({ type: 'editor.discard' });
    expect(selectDraft(actor.getSnapshot())?.title).toBe('Funding Hub');
  });
});
