// Competitions (issue 13; docs/decisions/0022-competitions.md): settings, the member's entry,
// the pitch deck upload (the existing uploads), judging and the leaderboard.
import {
  competitionSettingsSchema, entrySchema, judgesResponseSchema, judgingEntrySchema, judgingResponseSchema, leaderboardResponseSchema, myEntryResponseSchema,
  type CompetitionEntry, type CompetitionSettings, type CompetitionSettingsUpdate, type EntryPayload, type Judge, type JudgingEntry, type Leaderboard,
  type ScoresPayload,
} from '../../contracts';
import { z } from '../../contracts/zod';
import { http, withServerMessage, type ApiError } from './http';

const base = (eventId: number) => `/api/event/competitions/${eventId}`;

export const settings = withServerMessage(async (eventId: number): Promise<CompetitionSettings> =>
  competitionSettingsSchema.parse((await http.get(`${base(eventId)}/settings`)).data));

/** Changes the deadline and criteria (organiser/admin). */
export const saveSettings = withServerMessage(async (eventId: number, payload: CompetitionSettingsUpdate): Promise<CompetitionSettings> =>
  competitionSettingsSchema.parse((await http.put(`${base(eventId)}/settings`, payload)).data));

/** The competition's judges (organiser/admin). */
export const judges = withServerMessage(async (eventId: number): Promise<Judge[]> =>
  judgesResponseSchema.parse((await http.get(`${base(eventId)}/judges`)).data).data);

/** Replaces the judges (administrators; every judge must hold the expert role). */
export const saveJudges = withServerMessage(async (eventId: number, userIds: number[]): Promise<Judge[]> =>
  judgesResponseSchema.parse((await http.put(`${base(eventId)}/judges`, { user_ids: userIds })).data).data);

export const myEntry = withServerMessage(async (eventId: number): Promise<CompetitionEntry | null> =>
  myEntryResponseSchema.parse((await http.get(`${base(eventId)}/entry`)).data).entry);

export const createEntry = withServerMessage(async (eventId: number, payload: EntryPayload): Promise<CompetitionEntry> =>
  entrySchema.parse((await http.post(`${base(eventId)}/entry`, payload)).data));

export const updateEntry = withServerMessage(async (eventId: number, payload: EntryPayload): Promise<CompetitionEntry> =>
  entrySchema.parse((await http.put(`${base(eventId)}/entry`, payload)).data));

/** A pitch deck through the existing uploads (kind file): its URL for the entry. */
export const uploadDeck = withServerMessage(async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('kind', 'file');
  form.append('file', file);
  const { data } = await http.post('/api/multimedia/upload', form);
  return z.object({ url: z.string() }).parse(data).url;
});

export const judging = withServerMessage(async (eventId: number) => judgingResponseSchema.parse((await http.get(`${base(eventId)}/judging`)).data));

export const saveScores = withServerMessage(async (eventId: number, entryId: number, payload: ScoresPayload): Promise<JudgingEntry> =>
  judgingEntrySchema.parse((await http.put(`${base(eventId)}/entries/${entryId}/scores`, payload)).data));

/** The leaderboard, or null while it is not published (404 for members). */
export const leaderboard = async (eventId: number): Promise<Leaderboard | null> => {
  try {
    return await withServerMessage(async () => leaderboardResponseSchema.parse((await http.get(`${base(eventId)}/leaderboard`)).data))();
  } catch (error) {
    if ((error as ApiError).statusCode === 404) return null;
    throw error;
  }
};

export const publishLeaderboard = withServerMessage(async (eventId: number, published: boolean): Promise<Leaderboard> =>
  leaderboardResponseSchema.parse((await http.post(`${base(eventId)}/leaderboard/publish`, { published })).data));
