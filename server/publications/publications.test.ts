// Publications on PGlite (issue 12): drafts and autosave by the author only, the transition
// table enforced (409 / 403 with clear texts), comments on the timeline, notifications with
// links, the manuscript check, and an accepted publication becoming knowledge-hub content.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_MESSAGES, type Publication, type PublicationDraftInput } from '../../contracts';
import { contentItems, notifications } from '../db/schema';
import { call, member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
let admin: Member;
let author: Member;
let other: Member;
const uploads = mkdtempSync(path.join(tmpdir(), 'pub-uploads-'));
const PDF = `${'a'.repeat(32)}.pdf`;

beforeAll(async () => {
  mkdirSync(path.join(uploads, 'files'), { recursive: true });
  writeFileSync(path.join(uploads, 'files', PDF), '%PDF-1.4 test manuscript');
  app = await createTestApp({ uploadsDir: uploads });
  admin = await member(app, 'pubadmin', 'admin');
  author = await member(app, 'pubauthor');
  other = await member(app, 'pubother');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const complete = (over: Partial<PublicationDraftInput> = {}): PublicationDraftInput => ({
  title: 'Soil sensors and yields', abstract: 'We measured **moisture** on 200 farms.\n\n<script>alert(1)</script>',
  authors: [{ name: 'Maya Rao', user_id: null }], category: 'research-paper', keywords: ['Agritech', 'IoT'],
  manuscript: { name: PDF, file_name: 'paper.pdf', size: 999 }, ...over,
});

async function draft(payload: PublicationDraftInput = {}): Promise<Publication> {
  const res = await call(app, 'POST', '/api/publications', author, payload);
  expect(res.statusCode).toBe(201);
  return res.json() as Publication;
}
const review = (who: Member, id: number, action: string, comment = '') => call(app, 'POST', `/api/publications/${id}/review`, who, { action, comment });
const submit = (who: Member, id: number, d: PublicationDraftInput, comment = '') => call(app, 'POST', `/api/publications/${id}/submit`, who, { draft: d, comment });

describe('publications', () => {
  it('a draft is saved while incomplete, read back with abstract_html (script inert), and only its author sees or edits it', async () => {
    const p = await draft({ title: 'Half done' });
    expect(p.status).toBe('draft');
    expect(p.can_edit).toBe(true);
    const saved = await call(app, 'PUT', `/api/publications/${p.publication_id}`, author, complete());
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as Publication;
    expect(body.abstract_html).toContain('<strong>moisture</strong>');
    expect(body.abstract_html).not.toContain('<script>');
    expect(body.manuscript).toEqual(expect.objectContaining({ name: PDF, file_name: 'paper.pdf', url: `/api/multimedia/files/${PDF}` }));
    expect(body.manuscript!.size).toBe('%PDF-1.4 test manuscript'.length); // read from the file, not the client
    expect((await call(app, 'GET', `/api/publications/${p.publication_id}`, other)).statusCode).toBe(404);
    expect((await call(app, 'PUT', `/api/publications/${p.publication_id}`, other, complete())).statusCode).toBe(404);
    const byAdmin = await call(app, 'PUT', `/api/publications/${p.publication_id}`, admin, complete());
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(PUBLICATION_MESSAGES.authorOnly);
    const mine = (await call(app, 'GET', '/api/publications/mine', author)).json() as { data: { publication_id: number }[] };
    expect(mine.data.map((d) => d.publication_id)).toContain(p.publication_id);
    expect(((await call(app, 'GET', '/api/publications/mine', other)).json() as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses bad input with 400s: incomplete submit, wrong manuscript type, missing upload, unknown linked member, malformed id', async () => {
    const p = await draft();
    const incomplete = await submit(author, p.publication_id, { title: 'Only a title' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(PUBLICATION_MESSAGES.incomplete(['an abstract', 'at least one author', 'a category', 'the manuscript']));
    const exe = await call(app, 'PUT', `/api/publications/${p.publication_id}`, author, complete({ manuscript: { name: `${'b'.repeat(32)}.csv`, file_name: 'x.csv', size: 3 } }));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toContain(PUBLICATION_MESSAGES.manuscriptType);
    const gone = await call(app, 'PUT', `/api/publications/${p.publication_id}`, author, complete({ manuscript: { name: `${'c'.repeat(32)}.pdf`, file_name: 'x.pdf', size: 3 } }));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(PUBLICATION_MESSAGES.manuscriptMissing);
    const ghost = await call(app, 'PUT', `/api/publications/${p.publication_id}`, author, complete({ authors: [{ name: 'Ghost', user_id: 999_999 }] }));
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().message).toBe(PUBLICATION_MESSAGES.unknownMember);
    expect((await call(app, 'GET', '/api/publications/abc', author)).statusCode).toBe(400);
    expect((await call(app, 'PUT', `/api/publications/${p.publication_id}`, author, { title: 42 })).statusCode).toBe(400);
    expect((await review(admin, p.publication_id, 'publish')).statusCode).toBe(400);
  });

  it('walks draft → submitted → in review → changes requested → resubmitted → in review → accepted, notifying the author each time; accepted becomes knowledge-hub content', async () => {
    const p = await draft(complete({ title: 'Cold chains for small dairies' }));
    const id = p.publication_id;
    expect((await review(admin, id, 'start-review')).statusCode).toBe(409); // still a draft
    const sub = await submit(author, id, complete({ title: 'Cold chains for small dairies' }));
    expect(sub.statusCode).toBe(200);
    expect((sub.json() as Publication).status).toBe('submitted');
    expect((sub.json() as Publication).can_edit).toBe(false);
    const edit = await call(app, 'PUT', `/api/publications/${id}`, author, complete());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(PUBLICATION_MESSAGES.notEditable('submitted'));
    const again = await submit(author, id, complete());
    expect(again.statusCode).toBe(409);

    const notAdmin = await review(author, id, 'start-review');
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(PUBLICATION_MESSAGES.adminOnly);
    expect((await review(other, id, 'start-review')).statusCode).toBe(404);
    const queue = (await call(app, 'GET', '/api/publications/queue', admin)).json() as { data: { publication_id: number }[] };
    expect(queue.data.map((q) => q.publication_id)).toContain(id);
    expect((await call(app, 'GET', '/api/publications/queue', author)).statusCode).toBe(403);

    expect((await review(admin, id, 'start-review')).statusCode).toBe(200);
    expect((await review(admin, id, 'accept', '')).json().message).toBe(PUBLICATION_MESSAGES.commentRequired);
    const changes = await review(admin, id, 'request-changes', 'Please add the **sample size**.');
    expect((changes.json() as Publication).status).toBe('changes-requested');
    const resub = await submit(author, id, complete({ title: 'Cold chains for small dairies', abstract: 'Now with 120 dairies.' }), 'Added the sample size.');
    expect((resub.json() as Publication).status).toBe('resubmitted');
    expect((await review(admin, id, 'start-review')).statusCode).toBe(200);
    const accepted = await review(admin, id, 'accept', 'Clear and useful. Welcome to the library.');
    expect(accepted.statusCode).toBe(200);
    const done = accepted.json() as Publication;
    expect(done.status).toBe('accepted');
    expect(done.content_slug).toMatch(/^publication-\d+-cold-chains-for-small-dairies$/);
    expect((await review(admin, id, 'reject', 'Too late')).statusCode).toBe(409);

    // The author sees the whole history with comments.
    const seen = (await call(app, 'GET', `/api/publications/${id}`, author)).json() as Publication;
    expect(seen.events.map((e) => e.to_status)).toEqual(['draft', 'submitted', 'in-review', 'changes-requested', 'resubmitted', 'in-review', 'accepted']);
    expect(seen.events[3]).toEqual(expect.objectContaining({ by_admin: true, comment: 'Please add the **sample size**.', comment_html: expect.stringContaining('<strong>sample size</strong>') }));
    expect(seen.events[4]!.comment).toBe('Added the sample size.');

    const notes = await app.db.select().from(notifications).where(and(eq(notifications.userId, author.userId), eq(notifications.notificationType, 'publication')));
    const forThis = notes.filter((n) => n.notificationLink === `/publications?id=${id}`);
    expect(forThis.map((n) => n.notificationBody)).toEqual(expect.arrayContaining([
      'Your publication “Cold chains for small dairies” was submitted for review.',
      'Changes were requested on your publication “Cold chains for small dairies”. Comment: Please add the **sample size**.',
      'Your publication “Cold chains for small dairies” was accepted. Comment: Clear and useful. Welcome to the library.',
    ]));
    expect(forThis).toHaveLength(6);
    const adminNotes = await app.db.select().from(notifications).where(and(eq(notifications.userId, admin.userId), eq(notifications.notificationLink, `/admin-center?tab=publications&id=${id}`)));
    expect(adminNotes).toHaveLength(2); // submitted, resubmitted

    const [item] = await app.db.select().from(contentItems).where(eq(contentItems.slug, done.content_slug!));
    expect(item).toEqual(expect.objectContaining({
      contentType: 'document', title: 'Cold chains for small dairies', isPublished: true, hubSlugs: ['knowledge-hub'], authorUserId: author.userId,
      attachments: [{ name: 'paper.pdf', file: `/api/multimedia/files/${PDF}` }],
    }));
    expect(item!.tags).toEqual(expect.arrayContaining(['publication', 'knowledge', 'agritech', 'iot']));
    expect(item!.body).toContain('Now with 120 dairies.');
    const served = await call(app, 'GET', `/api/content/items/${done.content_slug}`, other);
    expect(served.statusCode).toBe(200);
  });

  it('a rejection ends the application; an administrator cannot review their own', async () => {
    const p = await draft(complete({ title: 'Rejected one' }));
    await submit(author, p.publication_id, complete({ title: 'Rejected one' }));
    await review(admin, p.publication_id, 'start-review');
    const rejected = await review(admin, p.publication_id, 'reject', 'Out of scope for the library.');
    expect((rejected.json() as Publication).status).toBe('rejected');
    expect((await review(admin, p.publication_id, 'start-review')).statusCode).toBe(409);
    const rows = await app.db.select().from(contentItems).where(eq(contentItems.title, 'Rejected one'));
    expect(rows).toEqual([]);

    const own = await call(app, 'POST', '/api/publications', admin, complete({ title: 'Admin paper' }));
    const ownId = (own.json() as Publication).publication_id;
    await submit(admin, ownId, complete({ title: 'Admin paper' }));
    const self = await review(admin, ownId, 'start-review');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(PUBLICATION_MESSAGES.ownReview);
  });
});
