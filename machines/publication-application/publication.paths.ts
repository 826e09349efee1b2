import type { AnyEventObject } from 'xstate';
import type { Publication, PublicationStatus } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { APPLICATION_STEPS, loadAnswerStep, publicationApplicationMachine } from './publication-application.machine';
import { AUTOSAVE_STEPS, publicationAutosaveMachine } from './publication-autosave.machine';
import { publicationReviewMachine, REVIEW_STEPS } from './publication-review.machine';

export const PATH_MANUSCRIPT = { name: `${'a'.repeat(32)}.pdf`, file_name: 'cold-chains.pdf', size: 204_800 };

/** A complete application in the given status, as the server answers it. */
export const pathPublication = (status: PublicationStatus, over: Partial<Publication> = {}): Publication => ({
  publication_id: 5, title: 'Cold chains for small dairies', status, category: 'research-paper', author_user_id: 2, author_name: 'Maya Rao',
  submitted_at: status === 'draft' ? null : '2030-03-01T09:00:00.000Z', updated_at: '2030-03-01T09:00:00.000Z',
  abstract: 'We measured **spoilage** in 120 dairies.', abstract_html: '<p>We measured <strong>spoilage</strong> in 120 dairies.</p>',
  authors: [{ name: 'Maya Rao', user_id: 2 }], keywords: ['dairy', 'cold chain'],
  manuscript: { ...PATH_MANUSCRIPT, url: `/api/multimedia/files/${PATH_MANUSCRIPT.name}` },
  content_slug: status === 'accepted' ? 'publication-5-cold-chains-for-small-dairies' : null,
  events: [], can_edit: status === 'draft' || status === 'changes-requested', can_review: false, ...over,
});

const values = { title: 'Cold chains for small dairies', abstract: 'Revised.', authors: [{ name: 'Maya Rao', user_id: 2 }], category: 'research-paper' as const, keywords: [], manuscript: PATH_MANUSCRIPT };
const STATUSES: PublicationStatus[] = ['draft', 'submitted', 'in-review', 'changes-requested', 'resubmitted', 'accepted', 'rejected'];

// The author opens an application: every status it can be in, editing, upload, submit, follow-up.
export const publicationApplicationPathModel = {
  name: 'publication-application (the author)',
  machine: withInput(publicationApplicationMachine, { publicationId: 5 }),
  events: [
    ...STATUSES.map((status) => ({ type: 'xstate.done.actor.loadPublication', output: pathPublication(status) })),
    { type: 'xstate.error.actor.loadPublication', error: new Error('Network Error') },
    { type: 'publication.retry' },
    { type: 'publication.change', values },
    { type: 'publication.attach', file: { name: 'cold-chains.pdf', type: 'application/pdf', size: 204_800 } },
    { type: 'publication.detach' },
    { type: 'xstate.done.actor.uploadManuscript', output: PATH_MANUSCRIPT },
    { type: 'xstate.error.actor.uploadManuscript', error: new Error('The file is larger than 20 MB.') },
    { type: 'publication.submit' },
    { type: 'xstate.done.actor.submitPublication', output: pathPublication('submitted') },
    { type: 'xstate.error.actor.submitPublication', error: new Error('Before submitting, add the manuscript.') },
    { type: 'publication.refresh' },
  ] as AnyEventObject[],
  screens: stateDescriptions(publicationApplicationMachine),
  actions: APPLICATION_STEPS,
  step: loadAnswerStep,
};

// The autosave beside the draft form.
export const publicationAutosavePathModel = {
  name: 'publication-autosave (the draft form)',
  machine: withInput(publicationAutosaveMachine, { publicationId: 5, values }),
  events: [
    { type: 'autosave.change', values },
    { type: 'autosave.retry' },
    { type: 'xstate.after.autosaveDelay.publicationAutosave.waiting' },
    { type: 'xstate.done.actor.saveDraft', output: pathPublication('draft') },
    { type: 'xstate.error.actor.saveDraft', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: stateDescriptions(publicationAutosaveMachine),
  actions: AUTOSAVE_STEPS,
};

// An administrator reviews a submission from the Admin Center queue.
export const publicationReviewPathModel = {
  name: 'publication-review (an administrator)',
  machine: withInput(publicationReviewMachine, { publicationId: 5 }),
  events: [
    { type: 'xstate.done.actor.loadPublication', output: pathPublication('submitted', { can_review: true }) },
    { type: 'xstate.error.actor.loadPublication', error: new Error('Network Error') },
    { type: 'review.retry' },
    { type: 'review.comment', comment: 'Please add the sample size.' },
    { type: 'review.act', action: 'start-review' },
    { type: 'review.reload' },
    { type: 'xstate.done.actor.review', output: pathPublication('in-review', { can_review: true }) },
    { type: 'xstate.error.actor.review', error: new Error('A publication that is accepted cannot be sent back for changes.') },
  ] as AnyEventObject[],
  screens: stateDescriptions(publicationReviewMachine),
  actions: REVIEW_STEPS,
};

export const publicationPathModels = [publicationApplicationPathModel, publicationAutosavePathModel, publicationReviewPathModel];
