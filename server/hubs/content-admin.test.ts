// Content editing on PGlite (decision 0038): administrators only; a created item is in search and
// in its hub when published and 404 when not; bad input is a 400 with a clear text; unknown hubs
// and taken slugs are refused; script in the Markdown body stays inert.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_TOTAL_CAP, listMetadataSchema, type ContentAdminItem, type ContentInput, type ContentItem, type ContentSearchResponse, type ListResponse,
} from '../../contracts';
import { contentItems } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { call, member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';
import { slugFromTitle } from './content-admin';

let app: FastifyInstance;
let admin: Member;
let learner: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, 'contentadmin', 'admin');
  learner = await member(app, 'contentlearner');
  await seedDemoData(app.db, 'Content-Admin-Password-2026');
}, 120_000);
afterAll(async () => {
  await app.close();
});

const draft = (over: Partial<ContentInput> = {}): ContentInput => ({
  title: 'Seed grants for rural founders', content_type: 'article', summary: 'Where the zebrafinch grants are and how to apply.',
  body: '## Who can apply\n\nFounders outside the capital.', tags: ['Grants', 'grants', 'rural'], hub_slugs: ['funding-hub'],
  is_published: true, ...over,
});
const create = (body: unknown, who: Member | null = admin) => call(app, 'POST', '/api/content/items', who, body);
const item = (slug: string, who: Member | null = learner) => call(app, 'GET', `/api/content/items/${slug}`, who);
const search = async (query: string) => (await call(app, 'GET', `/api/content/search?${query}`, learner)).json() as ContentSearchResponse;

describe('content editing', () => {
  it('makes slugs from titles', () => {
    expect(slugFromTitle('Grants 101: Raise Early!')).toBe('grants-101-raise-early');
    expect(slugFromTitle('Café — Über')).toBe('cafe-uber');
    expect(slugFromTitle('!!!')).toBe('item');
  });

  it('only administrators list, create and update content', async () => {
    expect((await create(draft(), null)).statusCode).toBe(401);
    const refused = await create(draft(), learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only administrators can create or edit content.' });
    expect((await call(app, 'GET', '/api/content/admin/items', learner)).statusCode).toBe(403);
    expect((await call(app, 'PUT', '/api/content/items/anything', learner, draft())).statusCode).toBe(403);
  });

  it('a published item is in search and in its hub; unpublished it is 404 for members, and back when published again', async () => {
    const res = await create(draft());
    expect(res.statusCode).toBe(201);
    const created = res.json() as ContentAdminItem;
    expect(created.slug).toBe('seed-grants-for-rural-founders');
    expect(created.tags).toEqual(['grants', 'rural']);
    expect(created.published_at).not.toBeNull();
    expect((await item(created.slug)).statusCode).toBe(200);
    expect((await search('q=zebrafinch')).data.map((c) => c.slug)).toEqual([created.slug]);
    expect((await search('q=zebrafinch&hub=funding-hub')).data.map((c) => c.slug)).toEqual([created.slug]);
    expect((await search('q=zebrafinch&hub=idea-hub')).data).toEqual([]);

    // The same title again gets the next free slug.
    expect(((await create(draft({ is_published: false }))).json() as ContentAdminItem).slug).toBe('seed-grants-for-rural-founders-2');

    const hidden = await call(app, 'PUT', `/api/content/items/${created.slug}`, admin, draft({ is_published: false, title: 'Seed grants (paused)' }));
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as ContentAdminItem).title).toBe('Seed grants (paused)');
    const gone = await item(created.slug);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Content not found' });
    expect((await search('q=zebrafinch')).data).toEqual([]);
    expect((await item(created.slug, admin)).statusCode).toBe(200);

    await call(app, 'PUT', `/api/content/items/${created.slug}`, admin, draft({ is_published: true }));
    expect((await item(created.slug)).statusCode).toBe(200);
  });

  it('lists for administrators with search, type and published filters and pages', async () => {
    await create(draft({ title: 'Quokka toolkit draft', content_type: 'toolkit', is_published: false, hub_slugs: [] }));
    await create(draft({ title: 'Quokka toolkit live', content_type: 'toolkit', is_published: true, hub_slugs: [] }));
    const list = async (query: string) => {
      const res = await call(app, 'GET', `/api/content/admin/items?${query}`, admin);
      expect(res.statusCode).toBe(200);
      return res.json() as ListResponse<ContentAdminItem>;
    };
    expect((await list('search=quokka')).data.map((r) => r.title).sort()).toEqual(['Quokka toolkit draft', 'Quokka toolkit live']);
    const drafts = await list(`search=quokka&filterFields=${encodeURIComponent(JSON.stringify({ is_published: false }))}`);
    expect(drafts.data.map((r) => r.title)).toEqual(['Quokka toolkit draft']);
    const articles = await list(`search=quokka&filterFields=${encodeURIComponent(JSON.stringify({ content_type: 'article' }))}`);
    expect(articles.data).toEqual([]);
    const paged = await list('limit=2&page=2');
    expect(paged.data).toHaveLength(2);
    expect(paged.metadata.page).toBe(2);
    expect(paged.metadata.pages).toBe(Math.ceil(paged.metadata.total / 2));
    const bad = await call(app, 'GET', `/api/content/admin/items?filterFields=${encodeURIComponent(JSON.stringify({ author: 1 }))}`, admin);
    expect(bad.statusCode).toBe(400);
    const sorted = await list('search=quokka&sortField=title&sortOrder=asc');
    expect(sorted.data.map((r) => r.title)).toEqual(['Quokka toolkit draft', 'Quokka toolkit live']);
    expect((await list('search=quokka&sortField=title&sortOrder=desc')).data.map((r) => r.title)).toEqual(['Quokka toolkit live', 'Quokka toolkit draft']);
    const unknownSort = await call(app, 'GET', '/api/content/admin/items?sortField=body', admin);
    expect(unknownSort.statusCode).toBe(400);
    expect(unknownSort.json()).toMatchObject({ message: "Unknown field 'body' in sortField. Sort by title, content_type, published_at, modified_at." });
  });

  it('counts like the other lists: up to the cap ("1,000+"), past it for a deep page, exactly from a last page (decision 0062)', async () => {
    const many = LIST_TOTAL_CAP + 5;
    await app.db.execute(sql`insert into content_items (slug, content_type, title, summary)
      select 'capybara-' || g, 'article', 'Capybara field note ' || g, 'Drafted in bulk' from generate_series(1, ${many}) as g`);
    const list = async (query: string) => {
      const res = await call(app, 'GET', `/api/content/admin/items?search=capybara&${query}`, admin);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ListResponse<ContentAdminItem>;
      listMetadataSchema.parse(body.metadata);
      return body;
    };
    const first = await list('limit=25');
    expect(first.data).toHaveLength(25);
    expect(first.metadata).toEqual({ total: LIST_TOTAL_CAP, page: 1, limit: 25, pages: LIST_TOTAL_CAP / 25, totalCapped: true });
    expect((await list('limit=25&metadataOnly=true')).metadata).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    // The cap's last page counts on past itself: the next page is within reach, here exact.
    const deep = await list(`limit=25&page=${LIST_TOTAL_CAP / 25}`);
    expect(deep.metadata).toEqual({ total: many, page: LIST_TOTAL_CAP / 25, limit: 25, pages: Math.ceil(many / 25) });
    // A short last page tells its total without a count.
    const last = await list(`limit=25&page=${Math.ceil(many / 25)}`);
    expect(last.data).toHaveLength(many % 25);
    expect(last.metadata).toEqual({ total: many, page: Math.ceil(many / 25), limit: 25, pages: Math.ceil(many / 25) });
    await app.db.execute(sql`delete from content_items where slug like 'capybara-%'`);
  });

  it('refuses bad input with 400 and clear texts, unknown hubs with 400, a taken slug with 409', async () => {
    const bad = async (body: unknown) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await bad(draft({ title: '' }))).toMatch(/Enter a title/);
    expect(await bad({ ...draft(), content_type: 'podcast' })).toBeTruthy();
    expect(await bad(draft({ summary: ' ' }))).toMatch(/short summary/);
    expect(await bad(draft({ video_url: 'javascript:alert(1)' }))).toMatch(/https:\/\//);
    expect(await bad(draft({ deadline: 'next Tuesday-ish' }))).toMatch(/date and time/);
    expect(await bad(draft({ deadline: '+100000-01-01T00:00:00Z' }))).toMatch(/date and time/);
    expect(await bad(draft({ attachments: [{ name: 'x', file: '/etc/passwd' }] }))).toMatch(/Attach files uploaded here/);
    expect(await bad(draft({ hub_slugs: ['funding-hub', 'no-such-hub'] }))).toBe('No hub has the address “no-such-hub”. Pick existing hubs.');
    const taken = await create(draft({ slug: 'seed-grants-for-rural-founders' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'The address “seed-grants-for-rural-founders” is taken by another content item. Choose another.' });
    expect((await call(app, 'PUT', '/api/content/items/no-such-item', admin, draft())).statusCode).toBe(404);
  });

  it('an update keeps hub references the item already had, and refuses unknown hubs added now', async () => {
    await app.db.insert(contentItems).values({ slug: 'legacy-hub-item', contentType: 'article', title: 'Legacy', summary: 'Old.', hubSlugs: ['retired-hub'], isPublished: true });
    const keep = await call(app, 'PUT', '/api/content/items/legacy-hub-item', admin, draft({ title: 'Legacy', hub_slugs: ['retired-hub', 'funding-hub'] }));
    expect(keep.statusCode).toBe(200);
    expect((keep.json() as ContentAdminItem).hub_slugs).toEqual(['retired-hub', 'funding-hub']);
    const added = await call(app, 'PUT', '/api/content/items/legacy-hub-item', admin, draft({ title: 'Legacy', hub_slugs: ['retired-hub', 'another-ghost'] }));
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ message: 'No hub has the address “another-ghost”. Pick existing hubs.' });
  });

  it('keeps attachments as upload references, and script in the Markdown body inert', async () => {
    const res = await create(draft({
      title: 'Inert script test', body: 'Hello <script>alert(1)</script> [x](javascript:alert(2)) <img src=x onerror=alert(3)>',
      attachments: [{ name: 'Term sheet.pdf', file: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf' }],
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    }));
    expect(res.statusCode).toBe(201);
    const shown = (await item('inert-script-test')).json() as ContentItem;
    expect(shown.body_html).not.toMatch(/<script|<img|href="javascript/i);
    expect(shown.body_html).toContain('&lt;script&gt;');
    expect(shown.attachments).toEqual([{ name: 'Term sheet.pdf', file: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf' }]);
    expect(shown.video_embed?.provider).toBe('youtube');
  });
});
