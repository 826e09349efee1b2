// Demo publications (issue 12): idempotent, every status present, maya's three applications,
// the accepted ones published as knowledge-hub content with their sample manuscripts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Publication, PublicationSummary } from '../../contracts';
import { contentItems, publications } from '../db/schema';
import { DEMO_MEMBER, seedDemoData } from '../db/seed';
import { seedDemoPublications } from '../db/seed-publications';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

it('seeds applications in every status once; accepted ones are knowledge-hub content', async () => {
  await seedDemoData(app.db);
  await seedDemoPublications(app.db);
  const rows = await app.db.select().from(publications);
  expect(rows).toHaveLength(10);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'submitted', 'in-review', 'changes-requested', 'resubmitted', 'accepted', 'rejected']));
  const accepted = rows.filter((r) => r.status === 'accepted');
  expect(accepted).toHaveLength(4);
  for (const r of accepted) {
    const [item] = await app.db.select().from(contentItems).where(eq(contentItems.contentId, r.contentId!));
    expect(item).toEqual(expect.objectContaining({ isPublished: true, hubSlugs: ['knowledge-hub'], title: r.title }));
    expect(item!.tags).toEqual(expect.arrayContaining(['publication', 'knowledge']));
    expect(item!.attachments[0]!.file).toMatch(/^\/manuscripts\/[a-z0-9-]+\.pdf$/);
  }

  const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
  const token = (signIn.json() as { access_token: string }).access_token;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const mine = (await get('/api/publications/mine')).json() as { data: PublicationSummary[] };
  expect(mine.data.map((p) => p.status).sort()).toEqual(['accepted', 'changes-requested', 'draft']);
  const changes = (await get(`/api/publications/${mine.data.find((p) => p.status === 'changes-requested')!.publication_id}`)).json() as Publication;
  expect(changes.events.at(-1)).toEqual(expect.objectContaining({ to_status: 'changes-requested', by_admin: true, comment: expect.stringContaining('how many founders') }));
  expect(changes.can_edit).toBe(true);
  // maya's seeded draft can be autosaved as it is (its fields pass the draft schema).
  const draft = (await get(`/api/publications/${mine.data.find((p) => p.status === 'draft')!.publication_id}`)).json() as Publication;
  const saved = await app.inject({
    method: 'PUT', url: `/api/publications/${draft.publication_id}`, headers: { authorization: `Bearer ${token}` },
    payload: { title: draft.title, abstract: `${draft.abstract}.`, authors: draft.authors, category: draft.category, keywords: draft.keywords, manuscript: { name: '/manuscripts/cold-chains-for-small-dairies.pdf', file_name: 'x.pdf', size: 780 } },
  });
  expect(saved.statusCode).toBe(200);
}, 120_000);
