import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { publicationAutosaveMachine } from './publication-autosave.machine';
import { publicationApplicationPathModel, publicationAutosavePathModel, publicationPathModels, publicationReviewPathModel } from './publication.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));
const quietAutosave = publicationAutosaveMachine.provide({ actors: { saveDraft: pending as never } });

function runCases(model: (typeof publicationPathModels)[number]) {
  const cases = transitionPaths(model.machine, model.events);
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({
      actors: { loadPublication: pending, uploadManuscript: pending, submitPublication: pending, saveDraft: pending, review: pending, autosave: quietAutosave } as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
  return cases;
}

describe('publicationApplicationMachine transitions', () => {
  const cases = runCases(publicationApplicationPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"inReview" --publication.refresh--> "loading"',
      '"loadFailed" --publication.retry--> "loading"',
      '"loading" --xstate.done.actor.loadPublication--> "accepted"',
      '"loading" --xstate.done.actor.loadPublication--> "inReview"',
      '"loading" --xstate.done.actor.loadPublication--> "rejected"',
      '"loading" --xstate.done.actor.loadPublication--> "resubmitted"',
      '"loading" --xstate.done.actor.loadPublication--> "submitted"',
      '"loading" --xstate.done.actor.loadPublication--> {"changesRequested":"editing"}',
      '"loading" --xstate.done.actor.loadPublication--> {"draft":"editing"}',
      '"loading" --xstate.error.actor.loadPublication--> "loadFailed"',
      '"resubmitted" --publication.refresh--> "loading"',
      '"submitted" --publication.refresh--> "loading"',
      '{"changesRequested":"editing"} --publication.attach--> {"changesRequested":"uploading"}',
      '{"changesRequested":"editing"} --publication.submit--> {"changesRequested":"submitting"}',
      '{"changesRequested":"submitting"} --xstate.done.actor.submitPublication--> "resubmitted"',
      '{"changesRequested":"submitting"} --xstate.error.actor.submitPublication--> {"changesRequested":"editing"}',
      '{"changesRequested":"uploading"} --xstate.done.actor.uploadManuscript--> {"changesRequested":"editing"}',
      '{"changesRequested":"uploading"} --xstate.error.actor.uploadManuscript--> {"changesRequested":"editing"}',
      '{"draft":"editing"} --publication.attach--> {"draft":"uploading"}',
      '{"draft":"editing"} --publication.submit--> {"draft":"submitting"}',
      '{"draft":"submitting"} --xstate.done.actor.submitPublication--> "submitted"',
      '{"draft":"submitting"} --xstate.error.actor.submitPublication--> {"draft":"editing"}',
      '{"draft":"uploading"} --xstate.done.actor.uploadManuscript--> {"draft":"editing"}',
      '{"draft":"uploading"} --xstate.error.actor.uploadManuscript--> {"draft":"editing"}',
    ]);
  });
});

describe('publicationAutosaveMachine transitions', () => {
  const cases = runCases(publicationAutosavePathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --autosave.change--> "waiting"',
      '"failed" --autosave.retry--> "saving"',
      '"idle" --autosave.change--> "waiting"',
      '"saved" --autosave.change--> "waiting"',
      '"saving" --xstate.done.actor.saveDraft--> "saved"',
      '"saving" --xstate.error.actor.saveDraft--> "failed"',
      '"waiting" --xstate.after.autosaveDelay.publicationAutosave.waiting--> "saving"',
    ]);
  });
});

describe('publicationReviewMachine transitions', () => {
  const cases = runCases(publicationReviewPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"acting" --xstate.done.actor.review--> "ready"',
      '"acting" --xstate.error.actor.review--> "ready"',
      '"loadFailed" --review.retry--> "loading"',
      '"loading" --xstate.done.actor.loadPublication--> "ready"',
      '"loading" --xstate.error.actor.loadPublication--> "loadFailed"',
      '"ready" --review.act--> "acting"',
      '"ready" --review.reload--> "loading"',
    ]);
  });
});

describe('publication path models', () => {
  it('each reach every state, and QA has a description of each', () => {
    for (const m of publicationPathModels) expect(reachableStates(m.machine, m.events)).toEqual(Object.keys(m.screens).sort());
  });

  it('describe every step of every path in plain words for QA', () => {
    for (const m of publicationPathModels) {
      for (const c of transitionPaths(m.machine, m.events)) for (const line of describeCase(m, c)) expect(line).not.toMatch(/xstate\.|publication\.|autosave\.|review\.|"\w+"$/);
    }
  });

  it('stay small enough for a person to walk', () => {
    for (const m of publicationPathModels) expect(transitionPaths(m.machine, m.events).length).toBeLessThanOrEqual(40);
  });
});
