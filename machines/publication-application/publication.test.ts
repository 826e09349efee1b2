import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PUBLICATION_MESSAGES, type Manuscript, type Publication, type PublicationDraft } from '../../contracts';
import { manuscriptProblem, publicationApplicationMachine, type PickedFile, type SubmitRequest, type WatchUpdatesInput } from './publication-application.machine';
import { publicationAutosaveMachine, type SaveDraftRequest } from './publication-autosave.machine';
import { allowedReviewActions, publicationReviewMachine, type ReviewRequest } from './publication-review.machine';
import { PATH_MANUSCRIPT, pathPublication } from './publication.paths';
import { selectSaveStatus } from './publication.selectors';

const later = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

const fastAutosave = (saves: SaveDraftRequest[]) => publicationAutosaveMachine.provide({
  delays: { autosaveDelay: 5 },
  actors: { saveDraft: fromPromise<unknown, SaveDraftRequest>(async ({ input }) => { saves.push(input); return null; }) },
});

function application(p: Publication, over: { submit?: (r: SubmitRequest) => Promise<Publication>; upload?: () => Promise<Manuscript>; saves?: SaveDraftRequest[] } = {}) {
  const submits: SubmitRequest[] = [];
  const actor = createActor(publicationApplicationMachine.provide({
    actors: {
      loadPublication: fromPromise(async () => p),
      submitPublication: fromPromise<Publication, SubmitRequest>(async ({ input }) => { submits.push(input); return over.submit ? over.submit(input) : pathPublication('submitted'); }),
      uploadManuscript: fromPromise<Manuscript, { file: PickedFile }>(async () => (over.upload ? over.upload() : PATH_MANUSCRIPT)),
      autosave: fastAutosave(over.saves ?? []),
    },
  }), { input: { publicationId: p.publication_id } }).start();
  return { actor, submits };
}

const values = (over: Partial<PublicationDraft> = {}): PublicationDraft => ({
  title: 'Cold chains', abstract: 'Revised.', authors: [{ name: 'Maya Rao', user_id: 2 }], category: 'case-study', keywords: ['dairy'], manuscript: PATH_MANUSCRIPT, ...over,
});

describe('publicationApplicationMachine', () => {
  it('opens each status in its own state; a draft is editable with its stored fields', async () => {
    for (const [status, state] of [['submitted', 'submitted'], ['in-review', 'inReview'], ['resubmitted', 'resubmitted'], ['accepted', 'accepted'], ['rejected', 'rejected']] as const) {
      const { actor } = application(pathPublication(status));
      await waitFor(actor, (s) => !s.matches('loading'));
      expect(actor.getSnapshot().value).toBe(state);
    }
    const { actor } = application(pathPublication('draft', { title: 'Stored title' }));
    await waitFor(actor, (s) => s.matches({ draft: 'editing' }));
    expect(actor.getSnapshot().context.values.title).toBe('Stored title');
  });

  it('autosaves what the author types after a pause, once, with the latest values', async () => {
    const saves: SaveDraftRequest[] = [];
    const { actor } = application(pathPublication('draft'), { saves });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'publication.change', values: values({ title: 'C' }) });
    actor.send({ type: 'publication.change', values: values({ title: 'Cold' }) });
    const autosave = actor.getSnapshot().children.autosave as AnyActorRef;
    await waitFor(autosave, (s) => s.matches('saved'));
    expect(saves).toEqual([{ publicationId: 5, values: values({ title: 'Cold' }) }]);
  });

  it('refuses to submit an incomplete draft, naming what is missing, without calling the server', async () => {
    const { actor, submits } = application(pathPublication('draft'));
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'publication.change', values: values({ abstract: '  ', manuscript: null }) });
    actor.send({ type: 'publication.submit' });
    expect(actor.getSnapshot().value).toEqual({ draft: 'editing' });
    expect(actor.getSnapshot().context.problem).toBe(PUBLICATION_MESSAGES.incomplete(['an abstract', 'the manuscript']));
    expect(submits).toEqual([]);
  });

  it('submits the current values and lands in "submitted"; a refusal keeps the form with the server’s message', async () => {
    let refuse = true;
    const { actor, submits } = application(pathPublication('draft'), {
      submit: async () => { if (refuse) throw new Error('The uploaded manuscript was not found. Upload it again.'); return pathPublication('submitted'); },
    });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'publication.change', values: values() });
    actor.send({ type: 'publication.submit' });
    await waitFor(actor, (s) => s.matches({ draft: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The uploaded manuscript was not found. Upload it again.');
    refuse = false;
    actor.send({ type: 'publication.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submits.at(-1)).toEqual({ publicationId: 5, values: values(), comment: '' });
    expect(actor.getSnapshot().context.publication?.status).toBe('submitted');
    expect(actor.getSnapshot().children.autosave).toBeUndefined(); // no autosave once submitted
  });

  it('checks a picked manuscript before uploading: wrong type and oversized files get clear messages', async () => {
    const upload = later<Manuscript>();
    const saves: SaveDraftRequest[] = [];
    const { actor } = application(pathPublication('draft', { manuscript: null }), { upload: () => upload.promise, saves });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'publication.attach', file: { name: 'photo.png', type: 'image/png', size: 10 } });
    expect(actor.getSnapshot().context.problem).toBe(PUBLICATION_MESSAGES.manuscriptType);
    actor.send({ type: 'publication.attach', file: { name: 'huge.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 } });
    expect(actor.getSnapshot().context.problem).toBe(PUBLICATION_MESSAGES.manuscriptTooLarge);
    expect(actor.getSnapshot().value).toEqual({ draft: 'editing' });
    actor.send({ type: 'publication.attach', file: { name: 'paper.docx', type: '', size: 1000 } });
    expect(actor.getSnapshot().value).toEqual({ draft: 'uploading' });
    expect(actor.getSnapshot().context.uploading).toBe('paper.docx');
    actor.send({ type: 'publication.submit' }); // waits for the upload
    expect(actor.getSnapshot().value).toEqual({ draft: 'uploading' });
    upload.resolve(PATH_MANUSCRIPT);
    await waitFor(actor, (s) => s.matches({ draft: 'editing' }));
    expect(actor.getSnapshot().context.values.manuscript).toEqual(PATH_MANUSCRIPT);
    await waitFor(actor.getSnapshot().children.autosave as AnyActorRef, (s) => s.matches('saved'));
    expect(saves.at(-1)?.values.manuscript).toEqual(PATH_MANUSCRIPT); // the upload is saved with the draft
  });

  it('an upload the server refuses shows its message', async () => {
    const { actor } = application(pathPublication('draft'), { upload: async () => { throw new Error('The file is larger than 20 MB.'); } });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'publication.attach', file: { name: 'paper.pdf', type: 'application/pdf', size: 100 } });
    await waitFor(actor, (s) => s.matches({ draft: 'editing' }) && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe('The file is larger than 20 MB.');
  });

  it('with changes requested, the author edits and resubmits with a note', async () => {
    const { actor, submits } = application(pathPublication('changes-requested'), { submit: async () => pathPublication('resubmitted') });
    await waitFor(actor, (s) => s.matches('changesRequested'));
    actor.send({ type: 'publication.comment', comment: 'Added the sample size.' });
    actor.send({ type: 'publication.submit' });
    await waitFor(actor, (s) => s.matches('resubmitted'));
    expect(submits[0]!.comment).toBe('Added the sample size.');
  });

  it('while waiting for a reviewer, news from `watchUpdates` reloads it into its new status', async () => {
    let status: Publication['status'] = 'submitted';
    let push: (() => void) | null = null;
    const watched: number[] = [];
    const actor = createActor(publicationApplicationMachine.provide({
      actors: {
        loadPublication: fromPromise(async () => pathPublication(status)),
        watchUpdates: fromCallback<{ type: 'publication.refresh' }, WatchUpdatesInput>(({ input, sendBack }) => {
          watched.push(input.publicationId);
          push = () => sendBack({ type: 'publication.refresh' });
          return () => { push = null; };
        }),
      },
    }), { input: { publicationId: 5 } }).start();
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(watched).toEqual([5]);
    status = 'in-review';
    push!();
    await waitFor(actor, (s) => s.matches('inReview'));
    status = 'accepted';
    push!();
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(push).toBeNull(); // no longer listening once decided
  });

  it('a load failure shows the reason and retries', async () => {
    let fail = true;
    const actor = createActor(publicationApplicationMachine.provide({
      actors: { loadPublication: fromPromise(async () => { if (fail) throw new Error('Network Error'); return pathPublication('in-review'); }) },
    }), { input: { publicationId: 5 } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Could not reach the server. Check your connection and try again.');
    fail = false;
    actor.send({ type: 'publication.retry' });
    await waitFor(actor, (s) => s.matches('inReview'));
  });

  it('manuscriptProblem accepts PDF and DOCX only', () => {
    expect(manuscriptProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 })).toBeNull();
    expect(manuscriptProblem({ name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 5 })).toBeNull();
    expect(manuscriptProblem({ name: 'a.pdf', type: 'text/html', size: 5 })).toBe(PUBLICATION_MESSAGES.manuscriptType);
    expect(manuscriptProblem({ name: 'a.txt', type: 'text/plain', size: 5 })).toBe(PUBLICATION_MESSAGES.manuscriptType);
    expect(manuscriptProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty.');
  });
});

describe('publicationAutosaveMachine', () => {
  it('saves again right after a save when the author typed meanwhile, and shows "saving" until then', async () => {
    const first = later<unknown>();
    const saves: SaveDraftRequest[] = [];
    const actor = createActor(publicationAutosaveMachine.provide({
      delays: { autosaveDelay: 5 },
      actors: { saveDraft: fromPromise<unknown, SaveDraftRequest>(async ({ input }) => { saves.push(input); if (saves.length === 1) await first.promise; return null; }) },
    }), { input: { publicationId: 5, values: values() } }).start();
    expect(selectSaveStatus(actor.getSnapshot())).toBe('saved');
    actor.send({ type: 'autosave.change', values: values({ title: 'One' }) });
    expect(selectSaveStatus(actor.getSnapshot())).toBe('saving');
    await waitFor(actor, (s) => s.matches('saving'));
    actor.send({ type: 'autosave.change', values: values({ title: 'Two' }) });
    first.resolve(null);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves.map((s) => s.values.title)).toEqual(['One', 'Two']);
  });

  it('a failed save shows the reason; "Retry" saves the same values', async () => {
    let fail = true;
    const saves: string[] = [];
    const actor = createActor(publicationAutosaveMachine.provide({
      delays: { autosaveDelay: 5 },
      actors: { saveDraft: fromPromise<unknown, SaveDraftRequest>(async ({ input }) => { saves.push(input.values.title); if (fail) throw new Error('Network Error'); return null; }) },
    }), { input: { publicationId: 5, values: values() } }).start();
    actor.send({ type: 'autosave.change', values: values({ title: 'Kept' }) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectSaveStatus(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatch(/Could not reach the server/);
    fail = false;
    actor.send({ type: 'autosave.retry' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves).toEqual(['Kept', 'Kept']);
  });
});

describe('publicationReviewMachine', () => {
  function reviewer(p: Publication, review: (r: ReviewRequest) => Promise<Publication>) {
    const calls: ReviewRequest[] = [];
    const actor = createActor(publicationReviewMachine.provide({
      actors: {
        loadPublication: fromPromise(async () => p),
        review: fromPromise<Publication, ReviewRequest>(async ({ input }) => { calls.push(input); return review(input); }),
      },
    }), { input: { publicationId: p.publication_id } }).start();
    return { actor, calls };
  }

  it('offers only what the status allows and asks for a comment before a decision', async () => {
    expect(allowedReviewActions(pathPublication('submitted', { can_review: true }))).toEqual(['start-review']);
    expect(allowedReviewActions(pathPublication('in-review', { can_review: true }))).toEqual(['request-changes', 'accept', 'reject']);
    expect(allowedReviewActions(pathPublication('in-review', { can_review: false }))).toEqual([]);
    const { actor, calls } = reviewer(pathPublication('in-review', { can_review: true }), async () => pathPublication('accepted'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.act', action: 'start-review' }); // not allowed in review: ignored
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'review.act', action: 'accept' });
    expect(actor.getSnapshot().context.problem).toBe(PUBLICATION_MESSAGES.commentRequired);
    actor.send({ type: 'review.comment', comment: 'Welcome to the library.' });
    actor.send({ type: 'review.act', action: 'accept' });
    expect(actor.getSnapshot().context.acting).toBe('accept');
    await waitFor(actor, (s) => s.matches('ready') && s.context.publication?.status === 'accepted');
    expect(calls).toEqual([{ publicationId: 5, action: 'accept', comment: 'Welcome to the library.' }]);
    expect(actor.getSnapshot().context.comment).toBe('');
  });

  it('a refusal shows the server’s message and keeps the comment', async () => {
    const { actor } = reviewer(pathPublication('in-review', { can_review: true }), async () => { throw new Error('A publication that is accepted cannot be rejected.'); });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.comment', comment: 'Out of scope.' });
    actor.send({ type: 'review.act', action: 'reject' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'A publication that is accepted cannot be rejected.', comment: 'Out of scope.', acting: null });
  });
});
