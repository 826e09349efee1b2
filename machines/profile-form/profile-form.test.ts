import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { emptyTypedProfile, PROFILE_FORM_MESSAGES, type IndividualProfileForm, type TypedProfileForm } from '../../contracts';
import {
  fileProblem, PROFILE_FORM_TEXT, profileFormMachine, validateProfile,
  type LoadRequest, type LoadResult, type SaveRequest, type UploadRequest, type UploadResult,
} from './profile-form.machine';
import { selectFormDirty, selectFormDraft, selectFormEditable, selectFormError, selectFormFieldErrors, selectFormNotice, selectIndividualCompleteness } from './profile-form.selectors';
import { PATH_PHOTO, pathIndividual } from './profile-form.paths';

function start(values: LoadResult['values'] = pathIndividual, over: Partial<{ save: (r: SaveRequest) => Promise<LoadResult>; upload: (r: UploadRequest) => Promise<unknown>; remove: () => Promise<unknown> }> = {}, input: { kind: 'individual' | 'typed' | 'employability'; id?: number | null; typedKind?: 'startup' } = { kind: 'individual' }) {
  const saves: SaveRequest[] = [];
  const uploads: UploadRequest[] = [];
  const loads: LoadRequest[] = [];
  const actor = createActor(profileFormMachine.provide({
    actors: {
      loadForm: fromPromise(async ({ input: req }: { input: LoadRequest }) => { loads.push(req); return { values, id: req.id }; }),
      saveForm: fromPromise(async ({ input: req }: { input: SaveRequest }) => { saves.push(req); return over.save ? over.save(req) : { values: req.values, id: req.id ?? 9 }; }),
      uploadFile: fromPromise<UploadResult, UploadRequest>(async ({ input: req }) => { uploads.push(req); return (over.upload ? await over.upload(req) : PATH_PHOTO) as UploadResult; }),
      deleteForm: fromPromise(async () => (over.remove ? over.remove() : undefined)),
    },
  }), { input }).start();
  return { actor, saves, uploads, loads };
}

describe('validateProfile', () => {
  it('accepts a complete individual profile and names each bad field with its message', () => {
    expect(validateProfile('individual', pathIndividual)).toEqual({});
    const bad: IndividualProfileForm = { ...pathIndividual, phone_number: 'call me', age: 7, links: [{ label: 'Site', url: 'www.example' }], state: 'Atlantis' };
    expect(validateProfile('individual', bad)).toEqual({
      phone_number: PROFILE_FORM_MESSAGES.phone,
      age: PROFILE_FORM_MESSAGES.age,
      'links.0.url': PROFILE_FORM_MESSAGES.url,
      state: PROFILE_FORM_MESSAGES.state,
    });
  });

  it('needs a name for a typed profile and a sensible funding amount', () => {
    const t: TypedProfileForm = { ...emptyTypedProfile('startup'), funding_sought: -1 };
    expect(validateProfile('typed', t)).toEqual({ name: PROFILE_FORM_MESSAGES.nameRequired, funding_sought: PROFILE_FORM_MESSAGES.funding });
  });
});

describe('fileProblem', () => {
  it.each([
    ['profile_image', { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }, null],
    ['profile_image', { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }, PROFILE_FORM_MESSAGES.photoTooLarge],
    ['profile_image', { name: 'a.svg', type: 'image/svg+xml', size: 10 }, PROFILE_FORM_MESSAGES.photoType],
    ['pitch_deck', { name: 'd.pdf', type: 'application/pdf', size: 10 }, null],
    ['cv', { name: 'cv.txt', type: 'text/plain', size: 10 }, PROFILE_FORM_MESSAGES.fileType],
    ['pitch_deck', { name: 'd.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 }, PROFILE_FORM_MESSAGES.fileTooLarge],
  ] as const)('%s %j → %s', (field, file, expected) => {
    expect(fileProblem(field, file)).toBe(expected);
  });
});

describe('profileFormMachine', () => {
  it('loads, edits, uploads a photo into the draft, and saves the whole draft', async () => {
    const { actor, saves, uploads, loads } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual([{ kind: 'individual', id: null, typedKind: null }]);
    actor.send({ type: 'profile.change', field: 'bio', value: 'Now 2,000 farmers.' });
    expect(selectFormDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'profile.pickFile', field: 'profile_image', file: { name: 'me.png', type: 'image/png', size: 1000 } });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(uploads).toHaveLength(1);
    expect(selectFormNotice(actor.getSnapshot())).toBe(PROFILE_FORM_TEXT.photoSaved);
    expect((selectFormDraft(actor.getSnapshot()) as IndividualProfileForm).profile_image).toBe(PATH_PHOTO);
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice === PROFILE_FORM_TEXT.saved);
    expect(saves[0]!.values).toMatchObject({ bio: 'Now 2,000 farmers.', profile_image: PATH_PHOTO });
    expect(saves[0]!.original).toEqual(pathIndividual);
    expect(selectFormDirty(actor.getSnapshot())).toBe(false);
  });

  it('keeps typing while a photo uploads, and takes no change while saving (the fields are disabled then)', async () => {
    let finishUpload: (path: string) => void = () => {};
    let finishSave: () => void = () => {};
    const { actor, saves } = start(pathIndividual, {
      upload: () => new Promise((resolve) => { finishUpload = resolve; }),
      save: (req) => new Promise((resolve) => { finishSave = () => resolve({ values: req.values, id: 9 }); }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.pickFile', field: 'profile_image', file: { name: 'me.png', type: 'image/png', size: 1000 } });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    expect(selectFormEditable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'profile.change', field: 'bio', value: 'Typed during the upload.' });
    finishUpload(PATH_PHOTO);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectFormDraft(actor.getSnapshot())).toMatchObject({ bio: 'Typed during the upload.', profile_image: PATH_PHOTO });
    actor.send({ type: 'profile.save' });
    expect(selectFormEditable(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'profile.change', field: 'bio', value: 'Ignored while saving' });
    finishSave();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves[0]!.values).toMatchObject({ bio: 'Typed during the upload.' });
    expect(selectFormEditable(actor.getSnapshot())).toBe(true);
  });

  it('refuses an oversized photo at the field without uploading anything', async () => {
    const { actor, uploads } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.pickFile', field: 'profile_image', file: { name: 'huge.jpg', type: 'image/jpeg', size: 9_000_000 } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(selectFormFieldErrors(actor.getSnapshot())).toEqual({ profile_image: PROFILE_FORM_MESSAGES.photoTooLarge });
    expect(uploads).toHaveLength(0);
  });

  it("shows the upload's refusal at the field and keeps the old photo", async () => {
    const { actor } = start(pathIndividual, { upload: async () => { throw new Error('The image is larger than 5 MB.'); } });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.pickFile', field: 'profile_image', file: { name: 'me.png', type: 'image/png', size: 1000 } });
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(selectFormFieldErrors(actor.getSnapshot())).toEqual({ profile_image: 'The image is larger than 5 MB.' });
    expect((selectFormDraft(actor.getSnapshot()) as IndividualProfileForm).profile_image).toBe('');
  });

  it('does not send an invalid draft: messages at the fields; changing a field clears its message', async () => {
    const { actor, saves } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.change', field: 'phone_number', value: 'call me' });
    actor.send({ type: 'profile.change', field: 'age', value: 200 });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(saves).toHaveLength(0);
    expect(selectFormError(actor.getSnapshot())).toBe(PROFILE_FORM_TEXT.fix);
    expect(selectFormFieldErrors(actor.getSnapshot())).toEqual({ phone_number: PROFILE_FORM_MESSAGES.phone, age: PROFILE_FORM_MESSAGES.age });
    actor.send({ type: 'profile.change', field: 'age', value: 40 });
    expect(selectFormFieldErrors(actor.getSnapshot())).toEqual({ phone_number: PROFILE_FORM_MESSAGES.phone });
    actor.send({ type: 'profile.reset' });
    expect(selectFormDraft(actor.getSnapshot())).toEqual(pathIndividual);
    expect(selectFormFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it("keeps the server's refusal and the draft when saving fails", async () => {
    const { actor } = start(pathIndividual, { save: async () => { throw new Error('modified_by must be the signed-in user\'s id.'); } });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.change', field: 'bio', value: 'Changed.' });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(selectFormError(actor.getSnapshot())).toBe("modified_by must be the signed-in user's id.");
    expect((selectFormDraft(actor.getSnapshot()) as IndividualProfileForm).bio).toBe('Changed.');
  });

  it('creates a new typed profile (the saved id is kept) and deletes a stored one', async () => {
    const fresh = start({ ...emptyTypedProfile('startup') }, {}, { kind: 'typed', id: null, typedKind: 'startup' });
    await waitFor(fresh.actor, (s) => s.matches('editing'));
    fresh.actor.send({ type: 'profile.delete' });
    expect(fresh.actor.getSnapshot().matches('editing')).toBe(true); // nothing stored yet
    fresh.actor.send({ type: 'profile.change', field: 'name', value: 'KisanLedger' });
    fresh.actor.send({ type: 'profile.save' });
    await waitFor(fresh.actor, (s) => s.context.notice === PROFILE_FORM_TEXT.saved);
    expect(fresh.saves[0]).toMatchObject({ kind: 'typed', id: null, values: { name: 'KisanLedger', kind: 'startup' } });
    expect(fresh.actor.getSnapshot().context.id).toBe(9);
    fresh.actor.send({ type: 'profile.delete' });
    await waitFor(fresh.actor, (s) => s.status === 'done');
    expect(fresh.actor.getSnapshot().matches('deleted')).toBe(true);
  });

  it('shows why it could not load and loads again on Try again', async () => {
    let attempt = 0;
    const actor = createActor(profileFormMachine.provide({
      actors: { loadForm: fromPromise<LoadResult, LoadRequest>(async () => { attempt += 1; if (attempt === 1) throw new Error('Network Error'); return { values: pathIndividual, id: null }; }) },
    }), { input: { kind: 'individual' } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectFormError(actor.getSnapshot())).toBe(PROFILE_FORM_TEXT.network);
    actor.send({ type: 'profile.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
  });
});

describe('selectIndividualCompleteness', () => {
  it('follows the draft: a removed photo and phone number lower it, naming what is missing', async () => {
    const { actor } = start({ ...pathIndividual, profile_image: PATH_PHOTO });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectIndividualCompleteness(actor.getSnapshot())).toEqual({ percent: 100, missing: [] });
    actor.send({ type: 'profile.removeFile', field: 'profile_image' });
    actor.send({ type: 'profile.change', field: 'phone_number', value: '' });
    expect(selectIndividualCompleteness(actor.getSnapshot())).toEqual({ percent: 75, missing: ['Photo', 'Phone number'] });
  });
});
