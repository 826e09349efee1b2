// Competitions on PGlite (issue 13; docs/decisions/0022): settings, entries until the deadline,
// one entry per lead, judges must be experts, scores only by judges within bounds, the weighted
// leaderboard and its visibility before/after publishing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPETITION_MESSAGES as M, weightedTotal, type CompetitionEntry, type CompetitionSettings, type JudgingEntry, type Leaderboard,
} from '../../contracts';
import { roles, userRoles } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { call, createEvent, member, type Member } from './events-test-kit';

let app: FastifyInstance;
let admin: Member;
let org: Member;
let judgeA: Member;
let judgeB: Member;
let notExpert: Member;
let lead1: Member;
let lead2: Member;
let lead3: Member;

async function expert(username: string): Promise<Member> {
  const m = await member(app, username);
  const [r] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'expert'));
  await app.db.insert(userRoles).values({ userId: m.userId, roleId: r!.id }).onConflictDoNothing();
  return m;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, 'cadmin', 'admin');
  org = await member(app, 'corganiser');
  judgeA = await expert('judgea');
  judgeB = await expert('judgeb');
  notExpert = await member(app, 'plainmember');
  lead1 = await member(app, 'lead1');
  lead2 = await member(app, 'lead2');
  lead3 = await member(app, 'lead3');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const criteria = [
  { name: 'Problem', max_score: 10, weight: 1 },
  { name: 'Solution', max_score: 10, weight: 2 },
  { name: 'Team', max_score: 5, weight: 1 },
];
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const url = (id: number, rest: string) => `/api/event/competitions/${id}/${rest}`;
const entry = (team: string, extra: object = {}) => ({ team_name: team, members: ['Asha', 'ravi_k'], pitch: `${team} solves it.`, ...extra });

async function competition(values: { deadlineInHours?: number } = {}) {
  const ev = await createEvent(app, admin, { kind: 'competition', title: 'Challenge', organiser_user_id: org.userId });
  const res = await call(app, 'PUT', url(ev.event_id, 'settings'), org, { submission_deadline: inHours(values.deadlineInHours ?? 24), criteria });
  expect(res.statusCode).toBe(200);
  return ev.event_id;
}

describe('settings and entries', () => {
  it('the organiser sets deadline and criteria; members read them but cannot change them; plain events are not competitions', async () => {
    const id = await competition();
    const read = (await call(app, 'GET', url(id, 'settings'), lead1)).json() as CompetitionSettings;
    expect(read).toMatchObject({ criteria, leaderboard_published: false, is_judge: false, can_manage: false });
    const denied = await call(app, 'PUT', url(id, 'settings'), lead1, { criteria: [] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(M.organiserOnly);
    const dup = await call(app, 'PUT', url(id, 'settings'), org, { criteria: [criteria[0], criteria[0]] });
    expect(dup.json().message).toBe(M.duplicateCriterion);
    const plain = await createEvent(app, admin);
    expect((await call(app, 'GET', url(plain.event_id, 'settings'), lead1)).statusCode).toBe(404);
    const draft = await createEvent(app, admin, { kind: 'competition', is_published: false });
    expect((await call(app, 'GET', url(draft.event_id, 'settings'), lead1)).statusCode).toBe(404);
  });

  it('a lead enters once before the deadline, updates it, and is refused after the deadline', async () => {
    const id = await competition();
    expect((await call(app, 'GET', url(id, 'entry'), lead1)).json()).toEqual({ entry: null });
    const created = await call(app, 'POST', url(id, 'entry'), lead1, entry('Rootline', { pitch_deck_url: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ team_name: 'Rootline', status: 'submitted', members: ['Asha', 'ravi_k'] });
    const twice = await call(app, 'POST', url(id, 'entry'), lead1, entry('Rootline again'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyEntered);
    const updated = await call(app, 'PUT', url(id, 'entry'), lead1, entry('Rootline Labs'));
    expect(updated.json()).toMatchObject({ team_name: 'Rootline Labs', pitch_deck_url: null });
    expect(((await call(app, 'GET', url(id, 'entry'), lead1)).json() as { entry: CompetitionEntry }).entry.team_name).toBe('Rootline Labs');
    const foreignDeck = await call(app, 'PUT', url(id, 'entry'), lead1, entry('X', { pitch_deck_url: 'https://evil.example/deck.pdf' }));
    expect(foreignDeck.statusCode).toBe(400);
    expect(foreignDeck.json().message).toContain(M.pitchDeckUrl);
    const noEntry = await call(app, 'PUT', url(id, 'entry'), lead2, entry('Nobody'));
    expect(noEntry.statusCode).toBe(404);
    // The deadline passes.
    await call(app, 'PUT', url(id, 'settings'), org, { submission_deadline: inHours(-1) });
    const late = await call(app, 'POST', url(id, 'entry'), lead2, entry('Too late'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.deadlinePassed);
    const lateEdit = await call(app, 'PUT', url(id, 'entry'), lead1, entry('Changed late'));
    expect(lateEdit.json().message).toBe(M.deadlinePassed);
    expect(((await call(app, 'GET', url(id, 'entry'), lead1)).json() as { entry: CompetitionEntry }).entry.team_name).toBe('Rootline Labs');
  });
});

describe('judges, scores and the leaderboard', () => {
  it('only administrators assign judges, and only experts', async () => {
    const id = await competition();
    const byOrganiser = await call(app, 'PUT', url(id, 'judges'), org, { user_ids: [judgeA.userId] });
    expect(byOrganiser.statusCode).toBe(403);
    const refused = await call(app, 'PUT', url(id, 'judges'), admin, { user_ids: [judgeA.userId, notExpert.userId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.judgesMustBeExperts);
    expect((await call(app, 'GET', url(id, 'judges'), admin)).json()).toEqual({ data: [] });
    const ok = await call(app, 'PUT', url(id, 'judges'), admin, { user_ids: [judgeA.userId, judgeB.userId] });
    expect(ok.json().data.map((j: { username: string }) => j.username)).toEqual(['judgea', 'judgeb']);
    const fewer = await call(app, 'PUT', url(id, 'judges'), admin, { user_ids: [judgeB.userId] });
    expect(fewer.json().data.map((j: { username: string }) => j.username)).toEqual(['judgeb']);
    expect(((await call(app, 'GET', url(id, 'settings'), judgeB)).json() as CompetitionSettings).is_judge).toBe(true);
  });

  it('judges score within bounds (upsert); others cannot; the leaderboard ranks by weighted mean and shows once published', async () => {
    const id = await competition();
    await call(app, 'PUT', url(id, 'judges'), admin, { user_ids: [judgeA.userId, judgeB.userId] });
    const e1 = (await call(app, 'POST', url(id, 'entry'), lead1, entry('Alpha'))).json() as CompetitionEntry;
    const e2 = (await call(app, 'POST', url(id, 'entry'), lead2, entry('Beta'))).json() as CompetitionEntry;
    await call(app, 'POST', url(id, 'entry'), lead3, entry('Gamma draft', { status: 'draft' }));

    const notJudge = await call(app, 'PUT', url(id, `entries/${e1.entry_id}/scores`), lead3, { scores: [{ criterion: 'Problem', score: 5 }] });
    expect(notJudge.statusCode).toBe(403);
    expect(notJudge.json().message).toBe(M.judgesOnly);
    expect((await call(app, 'GET', url(id, 'judging'), lead3)).json().message).toBe(M.judgesOnly);
    const tooHigh = await call(app, 'PUT', url(id, `entries/${e1.entry_id}/scores`), judgeA, { scores: [{ criterion: 'Team', score: 6 }] });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe(M.scoreOutOfRange);
    const negative = await call(app, 'PUT', url(id, `entries/${e1.entry_id}/scores`), judgeA, { scores: [{ criterion: 'Team', score: -1 }] });
    expect(negative.statusCode).toBe(400);
    const unknown = await call(app, 'PUT', url(id, `entries/${e1.entry_id}/scores`), judgeA, { scores: [{ criterion: 'Vibes', score: 1 }] });
    expect(unknown.json().message).toBe(M.unknownCriterion);

    const judging = (await call(app, 'GET', url(id, 'judging'), judgeA)).json() as { data: JudgingEntry[] };
    expect(judging.data.map((e) => e.team_name)).toEqual(['Alpha', 'Beta']); // drafts are not judged

    const score = (who: Member, entryId: number, p: number, s: number, t: number) =>
      call(app, 'PUT', url(id, `entries/${entryId}/scores`), who, { scores: [
        { criterion: 'Problem', score: p, comment: 'ok' }, { criterion: 'Solution', score: s }, { criterion: 'Team', score: t },
      ] });
    await score(judgeA, e1.entry_id, 2, 2, 2);
    const changed = await score(judgeA, e1.entry_id, 8, 6, 4); // upsert: replaces
    expect((changed.json() as JudgingEntry).my_scores).toEqual([
      { criterion: 'Problem', score: 8, comment: 'ok' }, { criterion: 'Solution', score: 6, comment: '' }, { criterion: 'Team', score: 4, comment: '' },
    ]);
    await score(judgeB, e1.entry_id, 6, 8, 2);
    await score(judgeA, e2.entry_id, 10, 9, 5);
    await score(judgeB, e2.entry_id, 9, 9, 4);

    // Members: 404 until published; organiser and admin see it before.
    const hidden = await call(app, 'GET', url(id, 'leaderboard'), lead1);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(M.leaderboardNotPublished);
    const early = (await call(app, 'GET', url(id, 'leaderboard'), org)).json() as Leaderboard;
    expect(early.published).toBe(false);
    // Alpha: Problem mean 7/10, Solution 7/10, Team 3/5 → (0.7 + 1.4 + 0.6) / 4 = 67.5 %.
    // Beta: 9.5/10, 9/10, 4.5/5 → (0.95 + 1.8 + 0.9) / 4 = 91.25 %.
    expect(early.data).toEqual([
      { rank: 1, entry_id: e2.entry_id, team_name: 'Beta', score: 91.25, judges: 2 },
      { rank: 2, entry_id: e1.entry_id, team_name: 'Alpha', score: 67.5, judges: 2 },
    ]);
    expect((await call(app, 'POST', url(id, 'leaderboard/publish'), org, { published: true })).statusCode).toBe(403);
    expect((await call(app, 'POST', url(id, 'leaderboard/publish'), admin, { published: true })).json()).toMatchObject({ published: true });
    const visible = (await call(app, 'GET', url(id, 'leaderboard'), lead1)).json() as Leaderboard;
    expect(visible.data.map((r) => [r.rank, r.team_name])).toEqual([[1, 'Beta'], [2, 'Alpha']]);
    await call(app, 'POST', url(id, 'leaderboard/publish'), admin, { published: false });
    expect((await call(app, 'GET', url(id, 'leaderboard'), lead1)).statusCode).toBe(404);

    // Criteria are fixed once scores exist.
    const change = await call(app, 'PUT', url(id, 'settings'), org, { criteria: [{ name: 'Only', max_score: 10, weight: 1 }] });
    expect(change.statusCode).toBe(409);
  });

  it('equal totals share a rank; drafts and unscored entries are ranked after scored ones', async () => {
    const id = await competition();
    await call(app, 'PUT', url(id, 'judges'), admin, { user_ids: [judgeA.userId] });
    const a = (await call(app, 'POST', url(id, 'entry'), lead1, entry('Tie A'))).json() as CompetitionEntry;
    const b = (await call(app, 'POST', url(id, 'entry'), lead2, entry('Tie B'))).json() as CompetitionEntry;
    await call(app, 'POST', url(id, 'entry'), lead3, entry('Unscored'));
    for (const e of [a, b]) {
      const res = await call(app, 'PUT', url(id, `entries/${e.entry_id}/scores`), judgeA, { scores: [{ criterion: 'Problem', score: 5 }] });
      expect(res.statusCode).toBe(200);
    }
    const board = (await call(app, 'GET', url(id, 'leaderboard'), admin)).json() as Leaderboard;
    expect(board.data.map((r) => [r.rank, r.team_name, r.score, r.judges])).toEqual([[1, 'Tie A', 12.5, 1], [1, 'Tie B', 12.5, 1], [3, 'Unscored', 0, 0]]);
  });

  it('the weighted total: an unscored criterion counts 0, no criteria give 0', () => {
    expect(weightedTotal(criteria, [{ criterion: 'Problem', score: 10 }])).toBe(25);
    expect(weightedTotal([], [])).toBe(0);
  });
});
