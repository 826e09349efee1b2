// The competition panel's wiring (issue 13; docs/decisions/0022): its loader and the entry and
// score forms (machines/form-submit) provided with the real calls. Screens never import src/api.
import { fromPromise } from 'xstate';
import type { CompetitionEntry, CompetitionSettings, JudgingEntry, Judge, Leaderboard, Criterion } from '../../../contracts';
import { formSubmitMachine } from '../../../machines/form-submit';
import * as api from '../../api/competitions';
import * as families from '../../api/families';
import { settle, type Settled } from '../../lib/settled';

export interface CompetitionData {
  settings: CompetitionSettings;
  entry: CompetitionEntry | null;
  /** Entries can be created or changed (before the deadline; the API host decides in the end). */
  open: boolean;
  /** For judges: the criteria and the submitted entries with their own scores. */
  judging: { criteria: Criterion[]; data: JudgingEntry[] } | null;
  /** The leaderboard when the caller may see it (published, or organiser/admin). */
  leaderboard: Leaderboard | null;
}

/** Everything the competition panel shows, in one answer (a failure is an answer too). */
export const competitionLoader = fromPromise<Settled<CompetitionData>, { eventId: number }>(({ input }) => settle((async () => {
  const [settings, entry] = await Promise.all([api.settings(input.eventId), api.myEntry(input.eventId)]);
  const [judging, leaderboard] = await Promise.all([
    settings.is_judge ? api.judging(input.eventId) : Promise.resolve(null),
    settings.leaderboard_published || settings.can_manage ? api.leaderboard(input.eventId) : Promise.resolve(null),
  ]);
  return { settings, entry, open: Date.parse(settings.effective_deadline) > Date.now(), judging, leaderboard };
})(), 'The competition could not be loaded.'));

export interface EntryFormValues {
  event_id: number;
  team_name: string;
  /** One member per line or comma. */
  members: string;
  pitch: string;
  /** A new pitch deck to upload, or none (keep the current one). */
  deck: File | null;
  current_deck: string | null;
}

/** Saves the member's entry: uploads a new deck first, then creates the entry or changes the existing one. */
export const entryFormLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const v = input as unknown as EntryFormValues;
      const deckUrl = v.deck ? await api.uploadDeck(v.deck) : v.current_deck;
      const payload = {
        team_name: v.team_name, pitch: v.pitch, pitch_deck_url: deckUrl, status: 'submitted' as const,
        members: v.members.split(/[\n,]/).map((m) => m.trim()).filter(Boolean),
      };
      const existing = await api.myEntry(v.event_id);
      if (existing) {
        await api.updateEntry(v.event_id, payload);
        return 'Your entry is updated.';
      }
      await api.createEntry(v.event_id, payload);
      return 'Your entry is submitted.';
    }),
  },
});

export interface ScoreFormValues {
  event_id: number;
  entry_id: number;
  scores: { criterion: string; score: number; comment: string }[];
}

/** Saves a judge's scores of one entry (saving again changes them). */
export const scoreFormLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const v = input as unknown as ScoreFormValues;
      await api.saveScores(v.event_id, v.entry_id, { scores: v.scores });
      return 'Scores saved.';
    }),
  },
});

/** Publishes or unpublishes the leaderboard (administrators). */
export const publishLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const published = input.published === true;
      await api.publishLeaderboard(Number(input.event_id), published);
      return published ? 'The leaderboard is published.' : 'The leaderboard is hidden from members.';
    }),
  },
});

// ---------------------------------------------------------------- the manage page's Competition section

export interface CompetitionManageData {
  settings: CompetitionSettings;
  /** The judges (organiser/admin see them; only administrators change them). */
  judges: Judge[];
}

/** Settings and judges of a competition for its manage page (a failure is an answer too). */
export const competitionManageLoader = fromPromise<Settled<CompetitionManageData>, { eventId: number }>(({ input }) => settle((async () => {
  const [settings, judges] = await Promise.all([api.settings(input.eventId), api.judges(input.eventId)]);
  return { settings, judges };
})(), 'The competition could not be loaded.'));

export interface SettingsFormValues {
  event_id: number;
  /** ISO 8601, or null: until the competition starts. */
  submission_deadline: string | null;
  criteria: Criterion[];
}

/** Saves the deadline and criteria (organiser/admin). */
export const competitionSettingsLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const v = input as unknown as SettingsFormValues;
      await api.saveSettings(v.event_id, { submission_deadline: v.submission_deadline, criteria: v.criteria });
      return 'Competition settings saved.';
    }),
  },
});

export interface JudgesFormValues {
  event_id: number;
  /** The whole list: known judges by id, new ones by username (looked up here). */
  judges: { user_id: number | null; username: string }[];
}

/** Replaces the judges (administrators): usernames are resolved to members, then the list is PUT; the API host refuses non-experts. */
export const judgesLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const v = input as unknown as JudgesFormValues;
      const ids = await Promise.all(v.judges.map(async (j) => {
        if (j.user_id !== null) return j.user_id;
        const { data } = await families.users.getAll({ limit: 1, filterFields: { username: j.username } });
        const found = data[0];
        if (!found) throw new Error(`No member has the username “${j.username}”.`);
        return found.user_id;
      }));
      await api.saveJudges(v.event_id, [...new Set(ids)]);
      return 'Judges saved.';
    }),
  },
});
