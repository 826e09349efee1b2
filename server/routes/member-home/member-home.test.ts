// Member home on PGlite (issue 12): save/unsave rules, unknown items, privacy between members,
// My library (own uploads, enrolled programs' files) and the one-request home for maya and a newcomer.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  libraryResponseSchema, memberHomeSchema, savedListResponseSchema, type SavedItem,
} from '../../../contracts';
import { DEMO_HOME_PROGRAM, DEMO_LIBRARY, DEMO_SAVED, seedDemoLibrary } from '../../db/seed-member-home';
import { communityCommon, contentItems, events, forumCategories, forumTopics, notifications, programs, users } from '../../db/schema';
import { call, member, type Member } from '../../events/events-test-kit';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let maya: Member;
let newbie: Member;
let other: Member;
let eventId: number;
let draftEventId: number;
let programId: number;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'summit-uploads-'));
  app = await createTestApp({ uploadsDir, demo: true }); // the demo seed, admin password Summit-Admin-2026
  maya = await member(app, 'maya');
  newbie = await member(app, 'newbie');
  other = await member(app, 'other');
  const [ev] = await app.db.select({ id: events.eventId }).from(events).where(eq(events.title, 'Pitch Clinic (online)'));
  const [draft] = await app.db.select({ id: events.eventId }).from(events).where(eq(events.title, 'Winter Mixer (draft)'));
  const [pm] = await app.db.select({ id: programs.programId }).from(programs).where(eq(programs.programName, 'Product-Market Fit Lab'));
  eventId = ev!.id;
  draftEventId = draft!.id;
  programId = pm!.id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

const saved = async (who: Member, type?: string) =>
  savedListResponseSchema.parse((await call(app, 'GET', `/api/me/saved${type ? `?type=${type}` : ''}`, who)).json()).data;

describe('saved items', () => {
  it('saves an event and a program once each, lists them newest first with links, filters by type, and unsaves', async () => {
    const first = await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'event', item_id: eventId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ item_type: 'event', item_id: eventId, title: 'Pitch Clinic (online)', link: `/events/${eventId}`, label: 'Event' });
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'event', item_id: eventId })).statusCode).toBe(201); // idempotent
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'program', item_id: programId })).statusCode).toBe(201);

    const all = await saved(newbie);
    expect(all.map((s) => [s.item_type, s.item_id])).toEqual([['program', programId], ['event', eventId]]);
    expect(all[0]).toMatchObject({ title: 'Product-Market Fit Lab', link: `/lxp/program/${programId}` });
    expect((await saved(newbie, 'event')).map((s) => s.item_id)).toEqual([eventId]);

    const status = await call(app, 'GET', `/api/me/saved/status?type=event&ids=${eventId},${draftEventId},999`, newbie);
    expect(status.json()).toEqual({ type: 'event', saved_ids: [eventId] });

    expect((await call(app, 'DELETE', `/api/me/saved/event/${eventId}`, newbie)).statusCode).toBe(204);
    expect((await call(app, 'DELETE', `/api/me/saved/event/${eventId}`, newbie)).statusCode).toBe(204); // already gone: still fine
    expect((await saved(newbie)).map((s) => s.item_type)).toEqual(['program']);
    // Saved again after unsaving: a new live row.
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'event', item_id: eventId })).statusCode).toBe(201);
    expect((await saved(newbie, 'event'))).toHaveLength(1);
  });

  it('answers 404 for unknown, unpublished or deleted items and 400 for malformed input', async () => {
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'event', item_id: 987654 })).json())
      .toEqual({ message: 'Event not found', statusCode: 404 });
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'event', item_id: draftEventId })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'program', item_id: 987654 })).json())
      .toEqual({ message: 'Program not found', statusCode: 404 });
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'content', item_id: 987654 })).json())
      .toEqual({ message: 'Content item not found', statusCode: 404 });
    const [draftContent] = await app.db.insert(contentItems).values({ slug: 'member-home-draft', contentType: 'article', title: 'Draft', isPublished: false }).returning();
    expect((await call(app, 'POST', '/api/me/saved', newbie, { item_type: 'content', item_id: draftContent!.contentId })).statusCode).toBe(404);
    for (const body of [{ item_type: 'video', item_id: 1 }, { item_type: 'event', item_id: -1 }, { item_type: 'event', item_id: 'x' }, {}, { item_type: 'event', item_id: 1e12 }]) {
      const res = await call(app, 'POST', '/api/me/saved', newbie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(app, 'GET', '/api/me/saved/status?type=event&ids=a,b', newbie)).json()).toMatchObject({ statusCode: 400 });
    expect((await call(app, 'DELETE', '/api/me/saved/event/abc', newbie)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/me/saved', null)).statusCode).toBe(401);
  });

  it('saves published content items and leaves an item out of the list once it is unpublished', async () => {
    const [item] = await app.db.insert(contentItems).values({ slug: 'member-home-guide', contentType: 'toolkit', title: 'Pitch deck toolkit', summary: 'Ten slides.', isPublished: true }).returning();
    const res = await call(app, 'POST', '/api/me/saved', other, { item_type: 'content', item_id: item!.contentId });
    expect(res.json()).toMatchObject({ title: 'Pitch deck toolkit', link: '/contents/member-home-guide', label: 'Toolkit' });
    await app.db.update(contentItems).set({ isPublished: false }).where(eq(contentItems.contentId, item!.contentId));
    expect((await saved(other, 'content'))).toEqual([]);
  });

  it('keeps each member’s saved items to themselves', async () => {
    await call(app, 'POST', '/api/me/saved', other, { item_type: 'event', item_id: eventId });
    const mine = await saved(other);
    expect(mine.map((s) => s.item_id)).toContain(eventId);
    // maya sees only her own (the seed's), never other's or newbie's.
    const hers = await saved(maya);
    expect(hers.map((s) => s.title).sort()).toEqual([...DEMO_SAVED.events, ...DEMO_SAVED.programs].sort());
    // Unsaving someone else's item is unsaving your own (nothing): theirs stays.
    await call(app, 'DELETE', `/api/me/saved/event/${eventId}`, maya);
    expect((await saved(other)).map((s) => s.item_id)).toContain(eventId);
  });
});

describe('my library', () => {
  const upload = async (who: Member, content: string, type = 'text/plain', name = 'notes.txt') => {
    const boundary = 'XBOUNDARY';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="kind"', '', 'file',
      `--${boundary}`, `Content-Disposition: form-data; name="file"; filename="${name}"`, `Content-Type: ${type}`, '', content, `--${boundary}--`, ''].join('\r\n');
    const res = await app.inject({ method: 'POST', url: '/api/multimedia/upload', payload, headers: { authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(201);
    return res.json() as { name: string; url: string };
  };

  it('keeps an upload in the member’s library, shows it only to them, and removes it', async () => {
    const up = await upload(newbie, 'Customer interview notes');
    const added = await call(app, 'POST', '/api/me/library', newbie, { name: up.name, title: 'Interview notes', file_name: 'notes.txt' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ title: 'Interview notes', content_type: 'text/plain', kind: 'file', url: up.url, size: 24 });
    expect((await call(app, 'POST', '/api/me/library', other, { name: up.name, title: 'Mine now', file_name: 'x.txt' })).json())
      .toEqual({ message: 'This file is already in a library.', statusCode: 409 });
    expect((await call(app, 'POST', '/api/me/library', newbie, { name: `${'0'.repeat(32)}.txt`, title: 'Ghost', file_name: 'g.txt' })).json())
      .toEqual({ message: 'Upload the file first: no upload has that name.', statusCode: 404 });
    expect((await call(app, 'POST', '/api/me/library', newbie, { name: '../../etc/passwd', title: 'x', file_name: 'x' })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/me/library', newbie, { name: up.name, title: '', file_name: 'x' })).statusCode).toBe(400);

    const mine = libraryResponseSchema.parse((await call(app, 'GET', '/api/me/library', newbie)).json());
    expect(mine.documents.map((d) => d.title)).toEqual(['Interview notes']);
    expect(libraryResponseSchema.parse((await call(app, 'GET', '/api/me/library', other)).json()).documents).toEqual([]);

    const id = mine.documents[0]!.document_id;
    expect((await call(app, 'DELETE', `/api/me/library/${id}`, other)).json()).toEqual({ message: 'Document not found', statusCode: 404 });
    expect((await call(app, 'DELETE', `/api/me/library/${id}`, newbie)).statusCode).toBe(204);
    expect(libraryResponseSchema.parse((await call(app, 'GET', '/api/me/library', newbie)).json()).documents).toEqual([]);
  });

  it('seeds maya’s demo documents once, as real files the download route serves', async () => {
    await seedDemoLibrary(app.db, uploadsDir);
    await seedDemoLibrary(app.db, uploadsDir); // idempotent
    const hers = libraryResponseSchema.parse((await call(app, 'GET', '/api/me/library', maya)).json());
    expect(hers.documents.map((d) => d.title).sort()).toEqual(DEMO_LIBRARY.map((d) => d.title).sort());
    const pdf = hers.documents.find((d) => d.content_type === 'application/pdf')!;
    const file = await app.inject({ method: 'GET', url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    expect(pdf.size).toBe(file.rawPayload.length);
  });

  it('lists the file units of the programs the member is enrolled in', async () => {
    const hers = libraryResponseSchema.parse((await call(app, 'GET', '/api/me/library', maya)).json());
    expect(hers.program_files.length).toBeGreaterThan(0);
    expect(new Set(hers.program_files.map((f) => f.program_name))).toEqual(new Set([DEMO_HOME_PROGRAM]));
    expect(hers.program_files[0]).toMatchObject({ file_name: 'weekly-reflection-template.txt', content_type: 'text/plain' });
    expect(hers.program_files[0]!.link).toMatch(/^\/lxp\/program\/\d+\/unit\/\d+$/);
    expect(libraryResponseSchema.parse((await call(app, 'GET', '/api/me/library', other)).json()).program_files).toEqual([]);
  });
});

describe('member home', () => {
  it('assembles maya’s home: continue learning, journey, next events, unread notifications, saved items, hubs', async () => {
    const [mayaRow] = await app.db.select({ id: users.userId }).from(users).where(eq(users.username, 'maya'));
    await app.db.insert(notifications).values({ userId: mayaRow!.id, notificationType: 'event', notificationBody: 'Pitch Clinic starts tomorrow.', notificationLink: `/events/${eventId}` });
    await app.db.insert(notifications).values({ userId: mayaRow!.id, notificationType: 'event', notificationBody: 'Already read.', isRead: true });
    const res = await call(app, 'GET', '/api/me/home', maya);
    expect(res.statusCode).toBe(200);
    const home = memberHomeSchema.parse(res.json());
    expect(home.first_name).toBe('Maya');
    expect(home.continue_learning[0]).toMatchObject({ program_name: DEMO_HOME_PROGRAM, completed_units: 7 });
    expect(home.continue_learning[0]!.percent).toBeGreaterThan(0);
    expect(home.continue_learning[0]!.link).toBe(`/lxp/program/${home.continue_learning[0]!.program_id}/unit/${home.continue_learning[0]!.resume_unit_id}`);
    expect(home.journey).toMatchObject({ active_phase: 'awakening', step: 1, total: 5 });
    expect(home.upcoming_events.length).toBeGreaterThan(0);
    const starts = home.upcoming_events.map((e) => Date.parse(e.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(home.notifications.unread_count).toBe(1);
    expect(home.notifications.latest.map((n) => n.notification_body)).toEqual(['Pitch Clinic starts tomorrow.']);
    expect(home.saved.latest.length).toBeGreaterThan(0);
    expect(home.suggested_hubs.length).toBeGreaterThan(0);
    expect(home.starting_points.filter((s) => s.kind === 'program')).toEqual([]); // she has learning of her own
  });

  it('gives a brand-new member starting points instead of empty boxes', async () => {
    const fresh = await member(app, 'freshface');
    const home = memberHomeSchema.parse((await call(app, 'GET', '/api/me/home', fresh)).json());
    expect(home.continue_learning).toEqual([]);
    expect(home.upcoming_events).toEqual([]);
    expect(home.saved).toEqual({ total: 0, latest: [] });
    expect(home.starting_points.filter((s) => s.kind === 'program').length).toBeGreaterThan(0);
    expect(home.starting_points.filter((s) => s.kind === 'event').length).toBeGreaterThan(0);
    expect(home.starting_points.every((s) => s.link.startsWith('/'))).toBe(true);
    expect(home.suggested_hubs.length).toBeGreaterThan(0);
    expect((await call(app, 'GET', '/api/me/home', null)).statusCode).toBe(401);
  });

  it('lists the open forum’s latest topics, not hidden ones nor a community space’s own', async () => {
    const [open] = await app.db.insert(forumCategories).values({ slug: 'mh-general', name: 'General' }).returning();
    const [space] = await app.db.select({ id: communityCommon.communityCommonId }).from(communityCommon).limit(1);
    const [closed] = await app.db.insert(forumCategories).values({ slug: 'mh-space', name: 'Space', communityCommonId: space?.id ?? null }).returning();
    const future = new Date(Date.now() + 60_000).toISOString();
    const [visible] = await app.db.insert(forumTopics).values({ categoryId: open!.categoryId, title: 'MH open topic', userId: newbie.userId, lastPostAt: future, replyCount: 2 }).returning();
    await app.db.insert(forumTopics).values({ categoryId: open!.categoryId, title: 'MH hidden topic', userId: newbie.userId, lastPostAt: future, hidden: true });
    await app.db.insert(forumTopics).values({ categoryId: closed!.categoryId, title: 'MH space topic', userId: newbie.userId, lastPostAt: future });
    const home = memberHomeSchema.parse((await call(app, 'GET', '/api/me/home', other)).json());
    const titles = home.forum_topics.map((t) => t.title);
    expect(titles[0]).toBe('MH open topic');
    expect(titles).not.toContain('MH hidden topic');
    if (space) expect(titles).not.toContain('MH space topic');
    expect(home.forum_topics[0]).toMatchObject({ reply_count: 2, link: `/community/forum/topic/${visible!.topicId}` });
  });

  it('never shows another member’s items on the home', async () => {
    const home = memberHomeSchema.parse((await call(app, 'GET', '/api/me/home', other)).json());
    const titles = home.saved.latest.map((s: SavedItem) => s.title);
    expect(titles).not.toContain('Fundraising Readiness'); // maya's seed
    expect(home.continue_learning).toEqual([]);
    const [row] = await app.db.select().from(users).where(and(eq(users.username, 'other')));
    expect(home.first_name).toBe(row!.firstName);
  });
});
