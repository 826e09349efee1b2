// Hubs and content on PGlite (issue 12): every demo hub resolves non-empty sections in one call,
// the public investor hub for signed-out visitors, unknown slugs, admin-only edits, search ranking
// and snippets, unpublished content and inert Markdown.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSlugForPath, MEMBERS_ONLY_KINDS, type ContentItem, type ContentSearchResponse, type Hub, type HubSummary, type HubUpdate } from '../../contracts';
import { contentItems } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { DEMO_HUBS } from '../db/seed-hubs';
import { call, member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';
import { snippetHtml, videoEmbed } from './content';

let app: FastifyInstance;
let admin: Member;
let learner: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, 'hubadmin', 'admin');
  learner = await member(app, 'hublearner');
  await seedDemoData(app.db, 'Hub-Admin-Password-2026');
  await seedDemoData(app.db, 'Hub-Admin-Password-2026'); // idempotent
}, 120_000);
afterAll(async () => {
  await app.close();
});

const hub = async (slug: string, who: Member | null) => call(app, 'GET', `/api/hubs/${slug}`, who);
const search = async (query: string, who: Member | null = learner) => (await call(app, 'GET', `/api/content/search?${query}`, who)).json() as ContentSearchResponse;

describe('hub pages', () => {
  it('serves every demo hub (SPEC §2 hubs, /home sections, home-layout pages) with non-empty sections, in one call each', async () => {
    expect(DEMO_HUBS.length).toBeGreaterThanOrEqual(45);
    for (const demo of DEMO_HUBS) {
      const res = await hub(hubSlugForPath(demo.path), learner);
      expect(res.statusCode, demo.path).toBe(200);
      const body = res.json() as Hub;
      expect(body.path).toBe(demo.path);
      expect(body.sections.length, demo.path).toBeGreaterThanOrEqual(3);
      for (const s of body.sections) {
        const filled = s.kind === 'rich-text' ? s.html.length > 0 : s.items.length > 0;
        expect(filled, `${demo.path} ${s.kind} ${s.title}`).toBe(true);
      }
    }
  });

  it('the investor hub is public: a signed-out visitor gets content, with events and programs marked members-only', async () => {
    const res = await hub('investor-hub', null);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Hub;
    expect(body.can_edit).toBe(false);
    const content = body.sections.filter((s) => s.kind === 'featured' || s.kind === 'content-list');
    expect(content.every((s) => 'items' in s && s.items.length > 0)).toBe(true);
    for (const s of body.sections.filter((x) => MEMBERS_ONLY_KINDS.includes(x.kind))) {
      expect(s.members_only).toBe(true);
      expect('items' in s && s.items).toEqual([]);
    }
    expect((await hub('funding-hub', null)).statusCode).toBe(401);
  });

  it('an unknown slug is 404 "Hub not found"; a malformed one is 400', async () => {
    const res = await hub('no-such-hub', learner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Hub not found', statusCode: 404 });
    expect((await hub('Bad%20Slug!', learner)).statusCode).toBe(400);
  });
});

describe('editing hubs', () => {
  const draftOf = (summary: HubSummary): HubUpdate => ({ title: summary.title, intro: summary.intro, visibility: summary.visibility, sections: summary.sections });

  it('only administrators list, preview and save hubs', async () => {
    expect((await call(app, 'GET', '/api/hubs', learner)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/hubs', null)).statusCode).toBe(401);
    const list = (await call(app, 'GET', '/api/hubs', admin)).json() as { data: HubSummary[] };
    const wellbeing = list.data.find((h) => h.slug === 'wellbeing-hub')!;
    const body = draftOf(wellbeing);
    const put = await call(app, 'PUT', '/api/hubs/wellbeing-hub', learner, body);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Only administrators can edit hubs.', statusCode: 403 });
    expect((await call(app, 'PUT', '/api/hubs/wellbeing-hub', null, body)).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/hubs/preview', learner, body)).statusCode).toBe(403);
  });

  it('an administrator adds and reorders a section; members see it on the next load; the preview resolves a draft', async () => {
    const list = (await call(app, 'GET', '/api/hubs', admin)).json() as { data: HubSummary[] };
    const current = list.data.find((h) => h.slug === 'csr-hub')!;
    const added = { id: 'toolkits', kind: 'content-list' as const, title: 'Toolkits for impact teams', params: { content_type: 'toolkit' as const, tag: 'impact', limit: 4 } };
    const draft: HubUpdate = { ...draftOf(current), title: 'CSR & Impact Hub', sections: [added, ...current.sections] };
    const preview = await call(app, 'POST', '/api/hubs/preview', admin, draft);
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as { sections: Hub['sections'] }).sections[0]).toMatchObject({ id: 'toolkits', items: [expect.objectContaining({ slug: 'impact-measurement-toolkit' })] });
    // Saving is what members see; the preview alone changed nothing.
    expect(((await hub('csr-hub', learner)).json() as Hub).sections[0]!.id).not.toBe('toolkits');
    const saved = await call(app, 'PUT', '/api/hubs/csr-hub', admin, draft);
    expect(saved.statusCode).toBe(200);
    const seen = (await hub('csr-hub', learner)).json() as Hub;
    expect(seen.title).toBe('CSR & Impact Hub');
    expect(seen.sections.map((s) => s.id)).toEqual(draft.sections.map((s) => s.id));
    expect(seen.sections[0]).toMatchObject({ kind: 'content-list', title: 'Toolkits for impact teams' });
  });

  it('refuses bad drafts with 400 and clear texts', async () => {
    const base: HubUpdate = { title: 'X', intro: '', visibility: 'members', sections: [] };
    const bad = async (body: unknown) => {
      const res = await call(app, 'PUT', '/api/hubs/idea-hub', admin, body);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await bad({ ...base, sections: [{ id: 'a', kind: 'content-list', title: 'A', params: { limit: 0 } }] })).toMatch(/at least 1 item/);
    expect(await bad({ ...base, sections: [{ id: 'a', kind: 'rich-text', title: 'A', params: { body: 'x' } }, { id: 'a', kind: 'rich-text', title: 'B', params: { body: 'y' } }] }))
      .toMatch(/share an id/);
    expect(await bad({ ...base, sections: [{ id: 'a', kind: 'people', title: 'A', params: {} }] })).toBeTruthy();
    expect(await bad({ ...base, title: '' })).toMatch(/Enter a title/);
    expect((await call(app, 'PUT', '/api/hubs/no-such-hub', admin, base)).statusCode).toBe(404);
  });

  it('a hub hidden to administrators is 404 for members', async () => {
    const list = (await call(app, 'GET', '/api/hubs', admin)).json() as { data: HubSummary[] };
    const idea = list.data.find((h) => h.slug === 'market-builder-hub')!;
    await call(app, 'PUT', '/api/hubs/market-builder-hub', admin, { ...draftOf(idea), visibility: 'admins' });
    expect((await hub('market-builder-hub', learner)).statusCode).toBe(404);
    expect((await hub('market-builder-hub', admin)).statusCode).toBe(200);
  });
});

describe('content', () => {
  it('ranks title matches above summary and body matches, with <mark> snippets', async () => {
    const res = await search('q=burnout');
    expect(res.data[0]!.slug).toBe('burnout-warning-signs');
    expect(res.data.map((c) => c.slug)).toContain('team-rituals-toolkit');
    expect(res.data[0]!.snippet_html).toMatch(/<mark>[Bb]urnout<\/mark>/);
    const phrase = await search(`q=${encodeURIComponent('customer interviews')}`);
    expect(phrase.data[0]!.slug).toBe('twenty-customer-interviews');
    expect(phrase.metadata.total).toBe(phrase.data.length);
  });

  it('filters by type, tag and hub, and lists the tags in use', async () => {
    const opps = await search('type=opportunity&limit=48');
    expect(opps.data.length).toBeGreaterThan(5);
    expect(opps.data.every((c) => c.content_type === 'opportunity' && c.deadline)).toBe(true);
    const tagged = await search('tag=wellbeing&limit=48');
    expect(tagged.data.every((c) => c.tags.includes('wellbeing'))).toBe(true);
    const inHub = await search('hub=ip-compliance-hub&q=patent');
    expect(inHub.data.map((c) => c.slug)).toEqual(expect.arrayContaining(['patent-filing-support-scheme']));
    expect(opps.tags).toContain('funding');
    const all = await search('limit=48');
    expect(all.metadata.total).toBeGreaterThanOrEqual(60);
  });

  it('unpublished content is invisible to members and signed-out visitors (404), visible to admins', async () => {
    expect((await call(app, 'GET', '/api/content/items/winter-funding-outlook-draft', learner)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/content/items/winter-funding-outlook-draft', null)).json()).toEqual({ message: 'Content not found', statusCode: 404 });
    const asAdmin = await call(app, 'GET', '/api/content/items/winter-funding-outlook-draft', admin);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as ContentItem).is_published).toBe(false);
    expect((await search('q=winter')).data.map((c) => c.slug)).not.toContain('winter-funding-outlook-draft');
    expect((await search('q=winter', admin)).data.map((c) => c.slug)).toContain('winter-funding-outlook-draft');
  });

  it('serves body_html sanitised, snippets escaped, and a privacy-friendly embed for known video links only', async () => {
    await app.db.insert(contentItems).values({
      slug: 'xss-probe', contentType: 'article', title: 'Probe of evil zebras', summary: '', isPublished: true, publishedAt: new Date().toISOString(),
      body: 'Hello <script>alert(1)</script> zebras [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    const item = (await call(app, 'GET', '/api/content/items/xss-probe', null)).json() as ContentItem;
    expect(item.body_html).not.toMatch(/<script|<img|href="javascript:/);
    expect(item.body_html).toContain('&lt;script&gt;');
    const hit = (await search('q=zebras', null)).data.find((c) => c.slug === 'xss-probe')!;
    expect(hit.snippet_html).not.toMatch(/<script/);
    expect(hit.snippet_html).toContain('&lt;script');
    expect(snippetHtml('a \u0002b\u0003 <i>')).toBe('a <mark>b</mark> &lt;i&gt;');
    const video = (await call(app, 'GET', '/api/content/items/what-investors-read-in-your-first-slide', learner)).json() as ContentItem;
    expect(video.video_embed).toEqual({ provider: 'youtube', embed_url: 'https://www.youtube-nocookie.com/embed/CBYhVcO4WgI' });
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', embed_url: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoEmbed('https://youtu.be/CBYhVcO4WgI?t=30')?.embed_url).toBe('https://www.youtube-nocookie.com/embed/CBYhVcO4WgI');
    expect(videoEmbed('https://evil.example/watch?v=CBYhVcO4WgI')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
  });

  it('malformed search input is a 400', async () => {
    expect((await call(app, 'GET', `/api/content/search?q=${'x'.repeat(201)}`, learner)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/content/search?type=podcast', learner)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/content/search?q=%22%22%22%20or%20%26%26', learner)).statusCode).toBe(200);
  });
});
