// Collaboration boards on PGlite (issue 14): post, board filters, interest rules, the poster's
// pick / decline / close with the group conversation in the chat, notifications, bad input, seed.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES, type CollabCall, type CollabCallDetail, type CollabMine, type Conversation } from '../../contracts';
import { collabCalls, collabInterests, conversationMembers, notifications, users } from '../db/schema';
import { seedDemoCollaboration } from '../db/seed-collaboration';
import { call, member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
let poster: Member;
let rohan: Member;
let lena: Member;
let sam: Member;

beforeAll(async () => {
  app = await createTestApp();
  poster = await member(app, 'collab_maya');
  rohan = await member(app, 'collab_rohan');
  lena = await member(app, 'collab_lena');
  sam = await member(app, 'collab_sam');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function postCall(who: Member, over: Record<string, unknown> = {}): Promise<CollabCallDetail> {
  const res = await call(app, 'POST', '/api/collaboration/calls', who, {
    title: 'Co-founder for a water startup', need: 'We need a **hardware** lead for our smart water meter pilot.', skills: ['IoT', 'Embedded systems'],
    deadline: inDays(10), community_type: 'startup', tags: ['water'], ...over,
  });
  if (res.statusCode !== 201) throw new Error(`post ${res.statusCode} ${res.body}`);
  return res.json() as CollabCallDetail;
}
const interest = (who: Member, callId: number, message = 'I built two sensor boards and would love to help.') =>
  call(app, 'POST', `/api/collaboration/calls/${callId}/interest`, who, { message });
const notesOf = async (userId: number) => app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('collaboration calls', () => {
  it('a member posts a call; the need is served as sanitised HTML; the board finds it by search, skill and community', async () => {
    const posted = await postCall(poster, { title: 'Solar irrigation pilot partner', need: 'Looking for a *pilot* farm.<script>alert(1)</script> Twenty characters.', skills: ['Agronomy', 'agronomy', 'Solar'] });
    expect(posted.is_mine).toBe(true);
    expect(posted.skills).toEqual(['agronomy', 'Solar']);
    expect(posted.need_html).toContain('<em>pilot</em>');
    expect(posted.need_html).not.toContain('<script>');
    expect(posted.need_excerpt).toBe('Looking for a pilot farm.<script>alert(1)</script> Twenty characters.');
    const board = async (q: string) => ((await call(app, 'GET', `/api/collaboration/calls?${q}`, rohan)).json() as { data: CollabCall[] }).data.map((c) => c.call_id);
    expect(await board('search=irrigation')).toContain(posted.call_id);
    expect(await board('skill=SOLAR')).toContain(posted.call_id);
    expect(await board('skill=Marketing')).not.toContain(posted.call_id);
    expect(await board('community=startup')).toContain(posted.call_id);
    expect(await board('community=investor')).not.toContain(posted.call_id);
    expect(await board('deadline=month')).toContain(posted.call_id);
    expect(await board('status=closed')).not.toContain(posted.call_id);
  });

  it('interest: once per member, never in one’s own call, never after the deadline or once closed; the poster is notified with a link', async () => {
    const c = await postCall(poster);
    const own = await interest(poster, c.call_id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(COLLAB_MESSAGES.ownCall);
    const first = await interest(rohan, c.call_id);
    expect(first.statusCode).toBe(201);
    expect((first.json() as CollabCallDetail).my_interest?.status).toBe('pending');
    expect((first.json() as CollabCallDetail).interests).toEqual([]); // only the poster sees the interest list
    const twice = await interest(rohan, c.call_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COLLAB_MESSAGES.alreadyInterested);
    const note = (await notesOf(poster.userId)).find((n) => n.notificationBody.includes(c.title));
    expect(note?.notificationLink).toBe(`/collaboration?call=${c.call_id}`);

    // past deadline: moved back in time directly (the API refuses a deadline in the past)
    await app.db.update(collabCalls).set({ deadline: new Date(Date.now() - 60_000) }).where(eq(collabCalls.callId, c.call_id));
    const late = await interest(lena, c.call_id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COLLAB_MESSAGES.pastDeadline);
    const view = (await call(app, 'GET', `/api/collaboration/calls/${c.call_id}`, lena)).json() as CollabCallDetail;
    expect(view.is_past_deadline).toBe(true);
  });

  it('only the poster picks, declines and closes; picking opens one group conversation that grows with each pick', async () => {
    const c = await postCall(poster, { title: 'Design sprint for a health app' });
    const a = (await interest(rohan, c.call_id)).json() as CollabCallDetail;
    const b = (await interest(lena, c.call_id)).json() as CollabCallDetail;
    await interest(sam, c.call_id);
    const rohanInterest = a.my_interest!.interest_id;
    const lenaInterest = b.my_interest!.interest_id;

    const notPoster = await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/pick`, rohan, { interest_id: lenaInterest });
    expect(notPoster.statusCode).toBe(403);
    expect(notPoster.json().message).toBe(COLLAB_MESSAGES.posterOnly);
    const asPoster = (await call(app, 'GET', `/api/collaboration/calls/${c.call_id}`, poster)).json() as CollabCallDetail;
    expect(asPoster.interests.map((i) => i.member.user_id).sort()).toEqual([rohan.userId, lena.userId, sam.userId].sort());

    const picked = await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/pick`, poster, { interest_id: rohanInterest });
    expect(picked.statusCode).toBe(200);
    const afterPick = picked.json() as CollabCallDetail;
    expect(afterPick.conversation_id).not.toBeNull();
    expect(afterPick.collaborators.map((p) => p.user_id)).toEqual([rohan.userId]);
    const conversationId = afterPick.conversation_id!;

    // rohan finds the group conversation in his chat list, with the poster in it
    const rohanChats = (await call(app, 'GET', '/api/chat/conversations', rohan)).json() as { data: Conversation[] };
    const group = rohanChats.data.find((x) => x.conversation_id === conversationId);
    expect(group?.is_group).toBe(true);
    expect(group?.members.map((m) => m.user_id).sort()).toEqual([poster.userId, rohan.userId].sort());
    expect(((await call(app, 'GET', `/api/collaboration/calls/${c.call_id}`, rohan)).json() as CollabCallDetail).conversation_id).toBe(conversationId);
    expect(((await call(app, 'GET', `/api/collaboration/calls/${c.call_id}`, sam)).json() as CollabCallDetail).conversation_id).toBeNull();
    const rohanNote = (await notesOf(rohan.userId)).find((n) => n.notificationBody.includes('picked you'));
    expect(rohanNote?.notificationLink).toBe(`/messages?c=${conversationId}`);

    const again = await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/pick`, poster, { interest_id: rohanInterest });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COLLAB_MESSAGES.notPending);

    // a second pick joins the same conversation, and rohan hears of it
    const second = (await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/pick`, poster, { interest_id: lenaInterest })).json() as CollabCallDetail;
    expect(second.conversation_id).toBe(conversationId);
    const memberIds = (await app.db.select({ id: conversationMembers.userId }).from(conversationMembers).where(eq(conversationMembers.conversationId, conversationId))).map((r) => r.id);
    expect(memberIds.sort()).toEqual([poster.userId, rohan.userId, lena.userId].sort());
    expect((await notesOf(rohan.userId)).some((n) => n.notificationBody.includes('joined the collaboration'))).toBe(true);

    // the interest of another call cannot be decided through this one
    const other = await postCall(poster, { title: 'Another call of maya' });
    const otherInterest = ((await interest(sam, other.call_id)).json() as CollabCallDetail).my_interest!.interest_id;
    expect((await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/decline`, poster, { interest_id: otherInterest })).statusCode).toBe(404);

    // closing: poster only; pending interest (sam) is declined and told
    expect((await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/close`, lena)).statusCode).toBe(403);
    const closed = (await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/close`, poster)).json() as CollabCallDetail;
    expect(closed.status).toBe('closed');
    const samRow = await app.db.select().from(collabInterests).where(and(eq(collabInterests.callId, c.call_id), eq(collabInterests.userId, sam.userId)));
    expect(samRow[0]!.status).toBe('declined');
    expect((await notesOf(sam.userId)).some((n) => n.notificationBody.includes('was closed'))).toBe(true);
    const closedAgain = await call(app, 'POST', `/api/collaboration/calls/${c.call_id}/close`, poster);
    expect(closedAgain.statusCode).toBe(409);
    const lateInterest = await interest(await member(app, 'collab_late'), c.call_id);
    expect(lateInterest.json().message).toBe(COLLAB_MESSAGES.callClosed);
  });

  it('withdraw: only one’s own pending interest; interest may be expressed again afterwards', async () => {
    const c = await postCall(poster, { title: 'Withdraw test call' });
    const mine = ((await interest(sam, c.call_id)).json() as CollabCallDetail).my_interest!;
    expect((await call(app, 'POST', `/api/collaboration/interests/${mine.interest_id}/withdraw`, rohan)).statusCode).toBe(403);
    const withdrawn = (await call(app, 'POST', `/api/collaboration/interests/${mine.interest_id}/withdraw`, sam)).json() as CollabCallDetail;
    expect(withdrawn.my_interest?.status).toBe('withdrawn');
    expect((await call(app, 'POST', `/api/collaboration/interests/${mine.interest_id}/withdraw`, sam)).statusCode).toBe(409);
    expect((await interest(sam, c.call_id)).statusCode).toBe(201);
  });

  it('/mine lists my calls with pending counts and my interest with each call’s state', async () => {
    const c = await postCall(lena, { title: 'Lena needs a data engineer' });
    await interest(rohan, c.call_id);
    const mine = (await call(app, 'GET', '/api/collaboration/mine', lena)).json() as CollabMine;
    expect(mine.calls.find((x) => x.call_id === c.call_id)?.pending_count).toBe(1);
    const rohans = (await call(app, 'GET', '/api/collaboration/mine', rohan)).json() as CollabMine;
    expect(rohans.interests.find((i) => i.call_id === c.call_id)?.call.title).toBe('Lena needs a data engineer');
  });

  it('bad input: each a 400 with a clear message, nothing stored; unknown ids are 404; signed out is 401', async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(collabCalls))[0]!.n;
    const bad = async (body: unknown) => call(app, 'POST', '/api/collaboration/calls', poster, body);
    const empty = await bad({ title: '', need: '', skills: [], deadline: inDays(3) });
    expect(empty.statusCode).toBe(400);
    const huge = await bad({ title: 'A big one', need: 'x'.repeat(100_000), skills: ['a'], deadline: inDays(3) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/at most 5000 characters/);
    expect(empty.json().message).toMatch(/title/i);
    const past = await bad({ title: 'Past deadline', need: 'A need long enough to pass the check.', skills: ['a'], deadline: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(COLLAB_MESSAGES.deadlineInPast);
    const notADate = await bad({ title: 'Bad date', need: 'A need long enough to pass the check.', skills: ['a'], deadline: '2030-02-31' });
    expect(notADate.statusCode).toBe(400);
    const wrongShape = await bad([1, 2, 3]);
    expect(wrongShape.statusCode).toBe(400);
    const community = await bad({ title: 'Bad community', need: 'A need long enough to pass the check.', skills: ['a'], deadline: inDays(3), community_type: 'pirates' });
    expect(community.statusCode).toBe(400);
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(collabCalls))[0]!.n).toBe(before);

    const c = await postCall(poster, { title: 'Short message call' });
    const short = await interest(rohan, c.call_id, 'hi');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 10 characters/);
    expect((await call(app, 'GET', '/api/collaboration/calls/999999', rohan)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/collaboration/calls/abc', rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/collaboration/calls?community=nope', rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/collaboration/calls', null)).statusCode).toBe(401);
  });
});

describe('collaboration rate limit', () => {
  it('posting is capped per member: the 21st call in a minute is refused with 429, another member still posts', async () => {
    const busy = await member(app, 'collab_busy');
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await call(app, 'POST', '/api/collaboration/calls', busy, { title: `Busy call ${i}`, need: 'A need long enough to pass the check.', skills: ['a'], deadline: inDays(3) })).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    const other = await member(app, 'collab_other');
    expect((await call(app, 'POST', '/api/collaboration/calls', other, { title: 'Not blocked', need: 'A need long enough to pass the check.', skills: ['a'], deadline: inDays(3) })).statusCode).toBe(201);
  });
});

describe('collaboration seed', () => {
  it('creates calls with interest and a group conversation for picked collaborators; running twice adds nothing', async () => {
    for (const name of ['kwame', 'mei', 'arjun', 'rohan', 'felix', 'diego', 'jonas', 'lena']) {
      await app.db.insert(users).values({ username: name, email: `${name}@summit.example`, firstName: name, emailVerified: true }).onConflictDoNothing();
    }
    await app.db.insert(users).values({ username: 'maya', email: 'maya@summit.example', firstName: 'Maya', emailVerified: true }).onConflictDoNothing();
    await seedDemoCollaboration(app.db);
    const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(collabCalls))[0]!.n;
    const after = await count();
    await seedDemoCollaboration(app.db);
    expect(await count()).toBe(after);
    const [cto] = await app.db.select().from(collabCalls).where(eq(collabCalls.title, 'Co-founder (CTO) for a crop-disease detection app'));
    expect(cto?.conversationId).not.toBeNull();
    const interests = await app.db.select().from(collabInterests).where(eq(collabInterests.callId, cto!.callId));
    expect(interests.length).toBeGreaterThanOrEqual(2);
  });
});
