// The profile area's machines wired to their real effects (ARCHITECTURE: per-area wiring).
// Screens of src/screens/profile take logic from here and never import src/api themselves.
import { fromPromise } from 'xstate';
import {
  emptyTypedProfile, individualFormOf, typedFormOf,
  type Employability, type IndividualProfileForm, type TypedProfileForm, type TypedProfileKind,
} from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import {
  profileFormMachine, type DeleteRequest, type LoadRequest, type LoadResult, type SaveRequest, type UploadRequest, type UploadResult,
} from '../../../machines/profile-form';
import { profileViewMachine } from '../../../machines/profile-view';
import { fetchFileBlob } from '../../api/files';
import * as api from '../../api/profiles';

export { fetchFileBlob };

const USER_FIELDS = ['firstName', 'lastName', 'phone_number', 'age', 'gender', 'profile_image'] as const;

async function load(req: LoadRequest): Promise<LoadResult> {
  if (req.kind === 'individual') return { values: individualFormOf(await api.getMine()), id: null };
  if (req.kind === 'employability') return { values: await api.getEmployability(), id: null };
  if (req.id !== null) return { values: typedFormOf(await api.getTyped(req.id)), id: req.id };
  return { values: emptyTypedProfile(req.typedKind ?? 'startup'), id: null };
}

async function save(req: SaveRequest): Promise<LoadResult> {
  if (req.kind === 'individual') {
    const values = req.values as IndividualProfileForm;
    const original = req.original as IndividualProfileForm | null;
    // The User fields go through the existing profile call, and only when one of them changed.
    if (!original || USER_FIELDS.some((f) => values[f] !== original[f])) await api.updateUserFields(values);
    const { headline, bio, city, state, skills, interests, links, visibility } = values;
    return { values: individualFormOf(await api.updateMine({ headline, bio, city, state, skills, interests, links, visibility })), id: null };
  }
  if (req.kind === 'employability') return { values: await api.saveEmployability(req.values as Employability), id: null };
  const form = req.values as TypedProfileForm;
  const saved = req.id === null ? await api.createTyped(form) : await api.updateTyped(req.id, form);
  return { values: typedFormOf(saved), id: saved.profile_id };
}

async function upload(req: UploadRequest): Promise<UploadResult> {
  return req.field === 'profile_image' ? api.uploadPhoto(req.file as File) : api.uploadDocument(req.file as File);
}

/** Every profile form: individual (/profile), typed (/profiles), employability (/employability-profile). */
export const profileFormLogic = profileFormMachine.provide({
  actors: {
    loadForm: fromPromise<LoadResult, LoadRequest>(({ input }) => load(input)),
    saveForm: fromPromise<LoadResult, SaveRequest>(({ input }) => save(input)),
    uploadFile: fromPromise<UploadResult, UploadRequest>(({ input }) => upload(input)),
    deleteForm: fromPromise<unknown, DeleteRequest>(({ input }) => api.deleteTyped(input.id)),
  },
});

/** The public member view (/volunteer-profile/:user_id): key = the user id. */
export const memberViewLogic = profileViewMachine.provide({
  actors: { loadView: fromPromise<unknown, { key: string }>(({ input }) => api.memberView(Number(input.key))) },
});

/** The expert dashboard. */
export const expertDashboardLogic = profileViewMachine.provide({
  actors: { loadView: fromPromise<unknown, { key: string }>(() => api.expertDashboard()) },
});

/** The member's own typed profiles of one kind (all at once: a member has a handful). */
export const myTypedLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const rows = await api.listTyped({ owner: 'mine', kind: (input.filters.kind as TypedProfileKind | undefined) ?? undefined });
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** Other members' typed profiles of one kind the member may see, searchable. */
export const othersTypedLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const rows = await api.listTyped({ owner: 'others', kind: (input.filters.kind as TypedProfileKind | undefined) ?? undefined, search: input.search.trim() || undefined });
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** One typed profile, read-only (/profiles?view=<id>). */
export const typedViewLogic = profileViewMachine.provide({
  actors: { loadView: fromPromise<unknown, { key: string }>(({ input }) => api.getTyped(Number(input.key))) },
});
