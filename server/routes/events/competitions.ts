// Competitions (issue 13; docs/decisions/0022-competitions.md): settings (organiser/admin), the
// member's entry until the deadline, judges (experts, assigned by administrators), scores by
// judges within the criteria's bounds, and the leaderboard (members see it once published).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPETITION_MESSAGES, competitionSettingsSchema, competitionSettingsUpdateSchema, entryPayloadSchema, entrySchema, errorResponseSchema,
  FAMILY_MENU_IDS, idTextSchema, judgesPayloadSchema, judgesResponseSchema, judgingResponseSchema, leaderboardResponseSchema,
  myEntryResponseSchema, publishPayloadSchema, scoresPayloadSchema, weightedTotal, type CompetitionEntry, type Criterion, type Leaderboard,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import type { Db } from '../../db/client';
import { competitionEntries, competitionJudges, competitionScores, competitionSettings, events, roles, userRoles, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { callerAccess, hasPrivilege } from '../../resources/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['competitions'];
const M = COMPETITION_MESSAGES;

type EventRow = typeof events.$inferSelect;
type EntryRow = typeof competitionEntries.$inferSelect;
type SettingsRow = typeof competitionSettings.$inferSelect;

export interface CompetitionAccess {
  event: EventRow;
  settings: SettingsRow;
  /** Administrator (update on the Events menu). */
  admin: boolean;
  /** Organiser or administrator. */
  manages: boolean;
  judge: boolean;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const entryToApi = (r: EntryRow): CompetitionEntry => ({
  entry_id: r.entryId, event_id: r.eventId, lead_user_id: r.leadUserId, team_name: r.teamName, members: r.members, pitch: r.pitch,
  pitch_deck_url: r.pitchDeckUrl, status: r.status as CompetitionEntry['status'], created_at: iso(r.createdAt)!, modified_at: iso(r.modifiedAt),
  submitted_at: iso(r.submittedAt),
});

/** The deadline in force: the settings' deadline, else the competition's start. */
const deadlineOf = (a: Pick<CompetitionAccess, 'event' | 'settings'>) => new Date(a.settings.submissionDeadline ?? a.event.startsAt);

/** The live competition the caller may see (published, or one they manage) with the caller's standing; 404 otherwise. */
export async function competitionFor(db: Db, userId: number, eventId: number): Promise<CompetitionAccess> {
  const [event] = await db.select().from(events).where(and(eq(events.eventId, eventId), isNull(events.deletedAt), eq(events.kind, 'competition')));
  if (!event) throw new HttpError(404, M.competitionNotFound);
  const admin = await hasPrivilege(db, await callerAccess(db, userId), FAMILY_MENU_IDS.events, 'update');
  const manages = admin || event.organiserUserId === userId;
  if (!event.isPublished && !manages) throw new HttpError(404, M.competitionNotFound);
  const [settings] = await db.select().from(competitionSettings).where(eq(competitionSettings.eventId, eventId));
  const [judgeRow] = await db.select({ userId: competitionJudges.userId }).from(competitionJudges)
    .where(and(eq(competitionJudges.eventId, eventId), eq(competitionJudges.userId, userId)));
  return {
    event, admin, manages, judge: !!judgeRow,
    settings: settings ?? { eventId, submissionDeadline: null, criteria: [], leaderboardPublished: false, leaderboardPublishedAt: null, modifiedBy: null, modifiedAt: null },
  };
}

/** Members among `userIds` who hold the (system) expert role. */
async function expertsAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .innerJoin(users, eq(users.userId, userRoles.userId))
    .where(and(inArray(userRoles.userId, userIds), sql`lower(${roles.roleName}) = 'expert'`, isNull(roles.parentUserId), isNull(roles.deletedAt),
      isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.userId));
}

/** The leaderboard of a competition: submitted entries ranked by weighted total (equal totals share a rank). */
export async function leaderboardOf(db: Db, eventId: number, criteria: readonly Criterion[]): Promise<Leaderboard['data']> {
  const entries = await db.select().from(competitionEntries)
    .where(and(eq(competitionEntries.eventId, eventId), eq(competitionEntries.status, 'submitted'))).orderBy(asc(competitionEntries.entryId));
  if (entries.length === 0) return [];
  const scores = await db.select().from(competitionScores).where(inArray(competitionScores.entryId, entries.map((e) => e.entryId)));
  const rows = entries.map((e) => {
    const mine = scores.filter((s) => s.entryId === e.entryId);
    return { entry_id: e.entryId, team_name: e.teamName, score: weightedTotal(criteria, mine), judges: new Set(mine.map((s) => s.judgeUserId)).size };
  }).sort((a, b) => b.score - a.score || a.entry_id - b.entry_id);
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.score > r.score).length }));
}

const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const params = z.object({ id: idTextSchema });
  const base = '/api/event/competitions/:id';

  const settingsToApi = (a: CompetitionAccess) => ({
    event_id: a.event.eventId, submission_deadline: iso(a.settings.submissionDeadline), effective_deadline: deadlineOf(a).toISOString(),
    criteria: a.settings.criteria, leaderboard_published: a.settings.leaderboardPublished, is_judge: a.judge, can_manage: a.manages, is_admin: a.admin,
  });

  app.get(`${base}/settings`, {
    onRequest,
    schema: { tags, security, summary: 'A competition’s deadline, criteria and leaderboard state, with the caller’s standing', params, response: { 200: competitionSettingsSchema, ...errors } },
  }, async (request) => settingsToApi(await competitionFor(db, callerId(request), request.params.id)));

  app.put(`${base}/settings`, {
    onRequest,
    schema: {
      tags, security, summary: 'Change the deadline and criteria (organiser/admin); criteria are fixed once entries are scored',
      params, body: competitionSettingsUpdateSchema, response: { 200: competitionSettingsSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    if (!a.manages) throw new HttpError(403, M.organiserOnly);
    const { submission_deadline: deadline, criteria } = request.body;
    if (criteria) {
      const names = criteria.map((c) => c.name.toLowerCase());
      if (new Set(names).size !== names.length) throw new HttpError(400, M.duplicateCriterion);
      const [scored] = await db.select({ n: sql<number>`1` }).from(competitionScores)
        .innerJoin(competitionEntries, eq(competitionEntries.entryId, competitionScores.entryId))
        .where(eq(competitionEntries.eventId, a.event.eventId)).limit(1);
      const same = JSON.stringify(criteria) === JSON.stringify(a.settings.criteria);
      if (scored && !same) throw new HttpError(409, M.criteriaInUse);
    }
    const values = {
      ...(deadline !== undefined ? { submissionDeadline: deadline } : {}), ...(criteria ? { criteria } : {}), modifiedBy: me, modifiedAt: new Date(),
    };
    await db.insert(competitionSettings).values({ eventId: a.event.eventId, ...values })
      .onConflictDoUpdate({ target: competitionSettings.eventId, set: values });
    return settingsToApi(await competitionFor(db, me, a.event.eventId));
  });

  // ---------------------------------------------------------------- entries

  const myEntry = async (eventId: number, me: number) =>
    (await db.select().from(competitionEntries).where(and(eq(competitionEntries.eventId, eventId), eq(competitionEntries.leadUserId, me))))[0];

  app.get(`${base}/entry`, {
    onRequest,
    schema: { tags, security, summary: 'The caller’s entry (as team lead), or null', params, response: { 200: myEntryResponseSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    const row = await myEntry(a.event.eventId, me);
    return { entry: row ? entryToApi(row) : null };
  });

  const openForEntries = (a: CompetitionAccess) => {
    if (Date.now() >= deadlineOf(a).getTime()) throw new HttpError(409, M.deadlinePassed);
  };

  app.post(`${base}/entry`, {
    onRequest,
    schema: {
      tags, security, summary: 'Enter the competition as team lead (one entry per lead; until the submission deadline)',
      params, body: entryPayloadSchema, response: { 201: entrySchema, ...errors },
    },
  }, async (request, reply) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    openForEntries(a);
    const b = request.body;
    const [row] = await db.insert(competitionEntries).values({
      eventId: a.event.eventId, leadUserId: me, teamName: b.team_name, members: b.members, pitch: b.pitch, pitchDeckUrl: b.pitch_deck_url ?? null,
      status: b.status, submittedAt: b.status === 'submitted' ? new Date() : null,
    }).onConflictDoNothing().returning();
    if (!row) throw new HttpError(409, M.alreadyEntered);
    return reply.status(201).send(entryToApi(row));
  });

  app.put(`${base}/entry`, {
    onRequest,
    schema: {
      tags, security, summary: 'Change the caller’s entry (until the submission deadline)',
      params, body: entryPayloadSchema, response: { 200: entrySchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    openForEntries(a);
    const b = request.body;
    const [row] = await db.update(competitionEntries).set({
      teamName: b.team_name, members: b.members, pitch: b.pitch, pitchDeckUrl: b.pitch_deck_url ?? null, status: b.status, modifiedAt: new Date(),
      submittedAt: b.status === 'submitted' ? sql`coalesce(${competitionEntries.submittedAt}, now())` : null,
    }).where(and(eq(competitionEntries.eventId, a.event.eventId), eq(competitionEntries.leadUserId, me))).returning();
    if (!row) throw new HttpError(404, M.noEntry);
    return entryToApi(row);
  });

  // ---------------------------------------------------------------- judges

  const judgesOf = async (eventId: number) => {
    const rows = await db.select({ user_id: users.userId, username: users.username, first: users.firstName, last: users.lastName })
      .from(competitionJudges).innerJoin(users, eq(users.userId, competitionJudges.userId))
      .where(eq(competitionJudges.eventId, eventId)).orderBy(asc(users.username));
    return { data: rows.map((r) => ({ user_id: r.user_id, username: r.username, name: [r.first, r.last].filter(Boolean).join(' ') || r.username })) };
  };

  app.get(`${base}/judges`, {
    onRequest,
    schema: { tags, security, summary: 'The competition’s judges (organiser/admin)', params, response: { 200: judgesResponseSchema, ...errors } },
  }, async (request) => {
    const a = await competitionFor(db, callerId(request), request.params.id);
    if (!a.manages) throw new HttpError(403, M.organiserOnly);
    return judgesOf(a.event.eventId);
  });

  app.put(`${base}/judges`, {
    onRequest,
    schema: {
      tags, security, summary: 'Replace the judges (administrators); every judge must hold the expert role',
      params, body: judgesPayloadSchema, response: { 200: judgesResponseSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    if (!a.admin) throw new HttpError(403, M.adminOnly);
    const ids = [...new Set(request.body.user_ids)];
    const experts = await expertsAmong(db, ids);
    if (ids.some((id) => !experts.has(id))) throw new HttpError(400, M.judgesMustBeExperts);
    await db.transaction(async (tx) => {
      await tx.delete(competitionJudges).where(and(eq(competitionJudges.eventId, a.event.eventId),
        ids.length ? sql`${competitionJudges.userId} not in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : undefined));
      if (ids.length) {
        await tx.insert(competitionJudges).values(ids.map((userId) => ({ eventId: a.event.eventId, userId, assignedBy: me }))).onConflictDoNothing();
      }
    });
    return judgesOf(a.event.eventId);
  });

  // ---------------------------------------------------------------- judging

  app.get(`${base}/judging`, {
    onRequest,
    schema: { tags, security, summary: 'Submitted entries to score, with the judge’s own scores (judges only)', params, response: { 200: judgingResponseSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    if (!a.judge) throw new HttpError(403, M.judgesOnly);
    const entries = await db.select().from(competitionEntries)
      .where(and(eq(competitionEntries.eventId, a.event.eventId), eq(competitionEntries.status, 'submitted'))).orderBy(asc(competitionEntries.entryId));
    const scores = entries.length ? await db.select().from(competitionScores)
      .where(and(inArray(competitionScores.entryId, entries.map((e) => e.entryId)), eq(competitionScores.judgeUserId, me))) : [];
    return {
      criteria: a.settings.criteria,
      data: entries.map((e) => ({
        ...entryToApi(e),
        my_scores: scores.filter((s) => s.entryId === e.entryId).map((s) => ({ criterion: s.criterion, score: s.score, comment: s.comment })),
      })),
    };
  });

  app.put(`${base}/entries/:entryId/scores`, {
    onRequest,
    schema: {
      tags, security, summary: 'Score an entry on the competition’s criteria (judges only; one score per criterion, saved again = changed)',
      params: params.extend({ entryId: idTextSchema }), body: scoresPayloadSchema, response: { 200: judgingResponseSchema.shape.data.element, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    if (!a.judge) throw new HttpError(403, M.judgesOnly);
    const [entry] = await db.select().from(competitionEntries).where(and(eq(competitionEntries.entryId, request.params.entryId),
      eq(competitionEntries.eventId, a.event.eventId), eq(competitionEntries.status, 'submitted')));
    if (!entry) throw new HttpError(404, M.entryNotFound);
    if (entry.leadUserId === me) throw new HttpError(403, M.ownEntry);
    const values = request.body.scores.map((s) => {
      const criterion = a.settings.criteria.find((c) => c.name === s.criterion);
      if (!criterion) throw new HttpError(400, M.unknownCriterion);
      if (s.score > criterion.max_score) throw new HttpError(400, M.scoreOutOfRange);
      return { entryId: entry.entryId, judgeUserId: me, criterion: criterion.name, score: s.score, comment: s.comment, modifiedAt: new Date() };
    });
    await db.insert(competitionScores).values(values).onConflictDoUpdate({
      target: [competitionScores.entryId, competitionScores.judgeUserId, competitionScores.criterion],
      set: { score: sql`excluded.score`, comment: sql`excluded.comment`, modifiedAt: sql`excluded.modified_at` },
    });
    const mine = await db.select().from(competitionScores)
      .where(and(eq(competitionScores.entryId, entry.entryId), eq(competitionScores.judgeUserId, me))).orderBy(asc(competitionScores.criterion));
    return { ...entryToApi(entry), my_scores: mine.map((s) => ({ criterion: s.criterion, score: s.score, comment: s.comment })) };
  });

  // ---------------------------------------------------------------- leaderboard

  app.get(`${base}/leaderboard`, {
    onRequest,
    schema: {
      tags, security, summary: 'The ranked leaderboard (members once published; organiser/admin always)',
      params, response: { 200: leaderboardResponseSchema, ...errors },
    },
  }, async (request) => {
    const a = await competitionFor(db, callerId(request), request.params.id);
    if (!a.settings.leaderboardPublished && !a.manages) throw new HttpError(404, M.leaderboardNotPublished);
    return { published: a.settings.leaderboardPublished, data: await leaderboardOf(db, a.event.eventId, a.settings.criteria) };
  });

  app.post(`${base}/leaderboard/publish`, {
    onRequest,
    schema: {
      tags, security, summary: 'Publish or unpublish the leaderboard (administrators)',
      params, body: publishPayloadSchema, response: { 200: leaderboardResponseSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const a = await competitionFor(db, me, request.params.id);
    if (!a.admin) throw new HttpError(403, M.adminOnly);
    const { published } = request.body;
    const values = { leaderboardPublished: published, leaderboardPublishedAt: published ? new Date() : null, modifiedBy: me, modifiedAt: new Date() };
    await db.insert(competitionSettings).values({ eventId: a.event.eventId, ...values })
      .onConflictDoUpdate({ target: competitionSettings.eventId, set: values });
    return { published, data: await leaderboardOf(db, a.event.eventId, a.settings.criteria) };
  });
};

export default competitionRoutes;
