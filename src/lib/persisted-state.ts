// The persisted state of SPEC §4 — assessment, plan, modules, menu, communityCommon, account and
// userStudy — kept in browser storage under one versioned key and restored on load
// (docs/decisions/0016-learning.md). A snapshot from another app version, of another member, or
// one that does not parse is discarded (and removed) instead of crashing the app: the server
// stays the source of truth and every slice is only a head start for the next page view.
import { z } from '../../contracts/zod';
import { assessmentSchema, studyDetailsSchema } from '../../contracts';
import { PERSISTED_STATE_KEY, type PersistedStore } from './persisted-state-key';
import { storage } from './storage';

export { clearPersistedState, PERSISTED_STATE_KEY, type PersistedStore } from './persisted-state-key';

/** Bump when a slice changes shape: older snapshots are then dropped on load. */
export const PERSISTED_STATE_VERSION = 1;

const moduleProgressSchema = z.object({
  last_unit_id: z.number().int().nullable(),
  percent: z.number().min(0).max(100),
  updated_at: z.string().nullable(),
});

export const persistedSlicesSchema = z.object({
  /** The member's assessment metadata, as last loaded. */
  assessment: z.array(assessmentSchema).default([]),
  /** The learning plan: the catalogue's last filters and the programs the member follows. */
  plan: z.object({
    search: z.string().max(200).default(''),
    categories: z.array(z.string().max(64)).max(20).default([]),
    start_date_from: z.string().max(10).default(''),
    start_date_to: z.string().max(10).default(''),
  }).default({ search: '', categories: [], start_date_from: '', start_date_to: '' }),
  /** Per program id: where the learner was and how far they are (a head start before the server answers). */
  modules: z.record(z.string(), moduleProgressSchema).default({}),
  /** The selected menu and sub-menu (the menu store keeps its own key too; this is the member's last choice). */
  menu: z.object({ selected_menu: z.string().nullable(), selected_sub_menu: z.string().nullable() }).default({ selected_menu: null, selected_sub_menu: null }),
  /** The member's community record ids they last worked with. */
  communityCommon: z.object({ community_common_id: z.number().int().nullable(), owner_user_id: z.number().int().nullable() })
    .default({ community_common_id: null, owner_user_id: null }),
  /** Whose snapshot this is: a snapshot of another member is discarded. */
  account: z.object({ user_id: z.number().int().nullable() }).default({ user_id: null }),
  userStudy: studyDetailsSchema.nullable().default(null),
});
export type PersistedSlices = z.infer<typeof persistedSlicesSchema>;

const envelopeSchema = z.object({ version: z.literal(PERSISTED_STATE_VERSION), data: persistedSlicesSchema });

export const emptyPersistedState = (userId: number | null = null): PersistedSlices => ({
  ...persistedSlicesSchema.parse({}), account: { user_id: userId },
});

function parseEnvelope(raw: string): z.infer<typeof envelopeSchema> | null {
  try {
    const result = envelopeSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The stored snapshot for this member, or an empty one (a bad or foreign snapshot is removed). */
export function loadPersistedState(userId: number | null, store: PersistedStore = storage): PersistedSlices {
  const raw = store.get(PERSISTED_STATE_KEY);
  if (raw === null) return emptyPersistedState(userId);
  const parsed = parseEnvelope(raw);
  if (!parsed || (userId !== null && parsed.data.account.user_id !== userId)) {
    store.remove(PERSISTED_STATE_KEY);
    return emptyPersistedState(userId);
  }
  return parsed.data;
}

/** Merges slices into the member's snapshot and stores it; returns the new snapshot. */
export function updatePersistedState(userId: number | null, patch: Partial<PersistedSlices>, store: PersistedStore = storage): PersistedSlices {
  const next = persistedSlicesSchema.parse({ ...loadPersistedState(userId, store), ...patch, account: { user_id: userId } });
  store.set(PERSISTED_STATE_KEY, JSON.stringify({ version: PERSISTED_STATE_VERSION, data: next }));
  return next;
}
