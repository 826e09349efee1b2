// Profiles on PGlite (issue 15): the individual profile through the existing profile call and
// PUT /api/profiles/me, visibility per field for members and visitors, completeness, bad input
// refused with nothing changed, typed profiles (owner-only edits, visibility), the employability
// profile with a stored CV, and the expert dashboard's role check.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyTypedProfile, PROFILE_FORM_MESSAGES, type ExpertDashboard, type MemberCard, type MemberPublicProfile, type MyProfile, type TypedProfile, type TypedProfileForm,
} from '../../contracts';
import { communityApplications, communityOpportunities, roles, userRoles } from '../db/schema';
import { call, member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
let ana: Member;
let ben: Member;
let expert: Member;
const uploads = mkdtempSync(path.join(tmpdir(), 'profile-uploads-'));
const DECK = `${'b'.repeat(32)}.pdf`;
const PHOTO = `/api/multimedia/images/${'c'.repeat(32)}.png`;

beforeAll(async () => {
  mkdirSync(path.join(uploads, 'files'), { recursive: true });
  writeFileSync(path.join(uploads, 'files', DECK), '%PDF-1.4 pitch deck');
  app = await createTestApp({ uploadsDir: uploads });
  ana = await member(app, 'profana');
  ben = await member(app, 'profben');
  expert = await member(app, 'profexpert');
  const [r] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'expert'));
  await app.db.insert(userRoles).values({ userId: expert.userId, roleId: r!.id }).onConflictDoNothing();
}, 60_000);
afterAll(async () => {
  await app.close();
});

const me = async (who: Member) => (await call(app, 'GET', '/api/profiles/me', who)).json() as MyProfile;
const startup = (over: Partial<TypedProfileForm> = {}): TypedProfileForm => ({
  ...emptyTypedProfile('startup'), name: 'ShelfSense', summary: 'Shelf audits for kiranas.', stage: 'mvp', sector: 'Retail tech',
  team: [{ name: 'Ana', role: 'CEO' }], traction: '40 paying stores', funding_sought: 2_500_000, visibility: 'members', ...over,
});

describe('individual profile', () => {
  it('starts empty with default visibility and a low completeness, and fills up through both calls', async () => {
    const before = await me(ana);
    expect(before.headline).toBe('');
    expect(before.visibility.phone_number).toBe('private');
    expect(before.visibility.headline).toBe('public');
    expect(before.completeness.percent).toBe(0);
    expect(before.completeness.missing).toContain('Photo');

    const user = await call(app, 'PUT', '/api/global-user/profile/update', ana, { phone_number: '+91 98450 12345', age: 29, gender: 'Female', profile_image: PHOTO, modified_by: ana.userId });
    expect(user.statusCode).toBe(200);
    const saved = await call(app, 'PUT', '/api/profiles/me', ana, {
      headline: 'Founder, ShelfSense', bio: 'Building retail analytics.', city: 'Bengaluru', state: 'Karnataka',
      skills: ['Python', 'python', 'Sales'], interests: ['Retail tech'], links: [{ label: 'Website', url: 'https://shelfsense.example' }],
      visibility: { bio: 'public', location: 'private' },
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as MyProfile;
    expect(after.skills).toEqual(['python', 'Sales']); // duplicates folded case-insensitively (the last spelling wins)
    expect(after.profile_image).toBe(PHOTO);
    expect(after.age).toBe(29);
    expect(after.visibility).toMatchObject({ bio: 'public', location: 'private', headline: 'public', phone_number: 'private' });
    expect(after.completeness).toEqual({ percent: 100, missing: [] });
  });

  it('changes only the fields sent (interests alone keep the rest)', async () => {
    const res = await call(app, 'PUT', '/api/profiles/me', ana, { interests: ['Retail tech', 'AI'] });
    expect(res.statusCode).toBe(200);
    const p = res.json() as MyProfile;
    expect(p.interests).toEqual(['Retail tech', 'AI']);
    expect(p.headline).toBe('Founder, ShelfSense');
    expect(p.visibility.bio).toBe('public');
  });

  it.each([
    ['/api/global-user/profile/update', { phone_number: 'call me' }, 'Enter a valid phone number.'],
    ['/api/global-user/profile/update', { age: 7 }, PROFILE_FORM_MESSAGES.age],
    ['/api/global-user/profile/update', { age: 30.5 }, PROFILE_FORM_MESSAGES.age],
    ['/api/global-user/profile/update', { profile_image: 'https://evil.example/x.png' }, PROFILE_FORM_MESSAGES.photoPath],
    ['/api/profiles/me', { links: [{ label: 'Site', url: 'javascript:alert(1)' }] }, PROFILE_FORM_MESSAGES.url],
    ['/api/profiles/me', { links: [{ label: 'Site', url: 'shelfsense' }] }, PROFILE_FORM_MESSAGES.url],
    ['/api/profiles/me', { state: 'Atlantis' }, PROFILE_FORM_MESSAGES.state],
    ['/api/profiles/me', { headline: 'x'.repeat(121) }, PROFILE_FORM_MESSAGES.tooLong('The headline', 120)],
  ])('PUT %s %j is a 400 with a clear message and changes nothing', async (url, body, message) => {
    const before = await me(ana);
    const res = await call(app, 'PUT', url, ana, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await me(ana)).toEqual(before);
  });

  it("refuses to edit another member's profile (modified_by names someone else)", async () => {
    const before = await me(ben);
    for (const url of ['/api/profiles/me', '/api/global-user/profile/update']) {
      const res = await call(app, 'PUT', url, ana, { bio: 'hacked', firstName: 'Hacked', modified_by: ben.userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PROFILE_FORM_MESSAGES.auditMismatch);
    }
    expect(await me(ben)).toEqual(before);
  });

  it('shows each field by its visibility: self all, members public + members, visitors public only', async () => {
    const self = (await call(app, 'GET', `/api/profiles/member/${ana.userId}`, ana)).json() as MemberPublicProfile;
    expect(self).toMatchObject({ viewer: 'self', city: 'Bengaluru', phone_number: '+91 98450 12345' });
    const asMember = (await call(app, 'GET', `/api/profiles/member/${ana.userId}`, ben)).json() as MemberPublicProfile;
    expect(asMember.viewer).toBe('member');
    expect(asMember.bio).toBe('Building retail analytics.');
    expect(asMember.skills).toEqual(['python', 'Sales']); // members
    expect(asMember).not.toHaveProperty('city'); // private
    expect(asMember).not.toHaveProperty('phone_number');
    const asGuest = (await call(app, 'GET', `/api/profiles/member/${ana.userId}`, null)).json() as MemberPublicProfile;
    expect(asGuest.viewer).toBe('guest');
    expect(asGuest.headline).toBe('Founder, ShelfSense');
    expect(asGuest).not.toHaveProperty('skills');
    expect((await call(app, 'GET', '/api/profiles/member/999999', ben)).statusCode).toBe(404);
  });
});

describe('typed profiles', () => {
  let created: TypedProfile;

  it('a member creates several, with a stored pitch deck whose size is read from the disk', async () => {
    const res = await call(app, 'POST', '/api/profiles/typed', ana, startup({ pitch_deck: { name: DECK, file_name: 'deck.pdf', size: 1 } }));
    expect(res.statusCode).toBe(201);
    created = res.json() as TypedProfile;
    expect(created).toMatchObject({ kind: 'startup', name: 'ShelfSense', is_mine: true, funding_sought: 2_500_000 });
    expect(created.pitch_deck!.size).toBe('%PDF-1.4 pitch deck'.length);
    const idea = await call(app, 'POST', '/api/profiles/typed', ana, { ...emptyTypedProfile('idea'), name: 'Kirana credit', visibility: 'private' });
    expect(idea.statusCode).toBe(201);
    const mine = (await call(app, 'GET', '/api/profiles/typed?owner=mine', ana)).json() as { data: TypedProfile[] };
    expect(mine.data.map((p) => p.kind).sort()).toEqual(['idea', 'startup']);
  });

  it('others see members and public ones, never private ones', async () => {
    const others = (await call(app, 'GET', `/api/profiles/typed?user_id=${ana.userId}`, ben)).json() as { data: TypedProfile[] };
    expect(others.data.map((p) => p.name)).toEqual(['ShelfSense']);
    expect(others.data[0]!.is_mine).toBe(false);
    expect((await call(app, 'GET', `/api/profiles/typed/${created.profile_id}`, null)).statusCode).toBe(404); // members only
    const view = (await call(app, 'GET', `/api/profiles/member/${ana.userId}`, ben)).json() as MemberPublicProfile;
    expect(view.typed_profiles.map((p) => p.name)).toEqual(['ShelfSense']);
  });

  it('the member directory shows the visible typed profiles on the card and hides private fields', async () => {
    const card = (await call(app, 'GET', `/api/community/members/${ana.userId}`, ben)).json() as MemberCard;
    expect(card.typed_profiles.map((p) => p.name)).toEqual(['ShelfSense']); // the private idea is left out
    expect(card.headline).toBe('Founder, ShelfSense'); // public
    expect(card.city).toBeNull(); // location is "only me"
    expect(card.skills).toEqual(['python', 'Sales']); // members
    const own = (await call(app, 'GET', `/api/community/members/${ana.userId}`, ana)).json() as MemberCard;
    expect(own.city).toBe('Bengaluru');
    expect(own.typed_profiles).toHaveLength(2);
  });

  it("only the owner changes or deletes it: another member's edit is a 403 and nothing changes", async () => {
    const put = await call(app, 'PUT', `/api/profiles/typed/${created.profile_id}`, ben, { ...startup({ name: 'Taken over' }), kind: undefined });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(PROFILE_FORM_MESSAGES.notYours);
    expect((await call(app, 'DELETE', `/api/profiles/typed/${created.profile_id}`, ben)).statusCode).toBe(403);
    expect(((await call(app, 'GET', `/api/profiles/typed/${created.profile_id}`, ana)).json() as TypedProfile).name).toBe('ShelfSense');
    const { kind: _k, ...form } = startup({ name: 'ShelfSense AI', visibility: 'public' });
    const ok = await call(app, 'PUT', `/api/profiles/typed/${created.profile_id}`, ana, form);
    expect(ok.statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/profiles/typed/${created.profile_id}`, null)).json()).toMatchObject({ name: 'ShelfSense AI' });
  });

  it.each([
    [{ name: '' }, PROFILE_FORM_MESSAGES.nameRequired],
    [{ website: 'ftp://x.example' }, PROFILE_FORM_MESSAGES.url],
    [{ funding_sought: -5 }, PROFILE_FORM_MESSAGES.funding],
    [{ pitch_deck: { name: `${'d'.repeat(32)}.pdf`, file_name: 'gone.pdf', size: 10 } }, PROFILE_FORM_MESSAGES.fileMissing],
    [{ kind: 'spaceship' }, 'kind must be one of'],
  ])('refuses %j with a clear message', async (over, message) => {
    const res = await call(app, 'POST', '/api/profiles/typed', ben, startup(over as Partial<TypedProfileForm>));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(((await call(app, 'GET', '/api/profiles/typed?owner=mine', ben)).json() as { data: unknown[] }).data).toHaveLength(0);
  });

  it('a deleted profile is gone for everyone', async () => {
    expect((await call(app, 'DELETE', `/api/profiles/typed/${created.profile_id}`, ana)).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/profiles/typed/${created.profile_id}`, ana)).statusCode).toBe(404);
  });
});

describe('employability profile', () => {
  it('is saved with education, experience, a stored CV and availability; bad years are refused', async () => {
    const value = {
      education: [{ institution: 'IIT Madras', qualification: 'B.Tech', field: 'Computer science', start_year: 2014, end_year: 2018 }],
      experience: [{ organisation: 'Flipkart', title: 'Data analyst', start_year: 2018, end_year: 2021, description: 'Pricing models.' }],
      cv: { name: DECK, file_name: 'cv.pdf', size: 3 }, availability: 'one-month', work_types: ['full-time'],
    };
    const res = await call(app, 'PUT', '/api/profiles/me/employability', ben, value);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ availability: 'one-month', cv: { name: DECK, size: '%PDF-1.4 pitch deck'.length } });
    const bad = await call(app, 'PUT', '/api/profiles/me/employability', ben, { ...value, education: [{ ...value.education[0], end_year: 2010 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The end year is before the start year.');
    expect((await call(app, 'GET', '/api/profiles/me/employability', ben)).json()).toMatchObject({ education: [{ end_year: 2018 }] });
  });
});

describe('expert dashboard', () => {
  it('is for experts: others get a 403 with the reason', async () => {
    const res = await call(app, 'GET', '/api/profiles/expert-dashboard', ben);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PROFILE_FORM_MESSAGES.expertOnly);
  });

  it("lists the expert's mentoring opportunities and the requests to them", async () => {
    const [o] = await app.db.insert(communityOpportunities).values({
      ownerUserId: expert.userId, kind: 'mentoring', title: 'Pricing clinic', description: 'An hour on pricing.', commitment: '1 hour', createdBy: expert.userId,
    }).returning();
    await app.db.insert(communityApplications).values({ opportunityId: o!.opportunityId, userId: ana.userId, message: 'Help with kirana pricing?' });
    const res = await call(app, 'GET', '/api/profiles/expert-dashboard', expert);
    expect(res.statusCode).toBe(200);
    const d = res.json() as ExpertDashboard;
    expect(d.opportunities).toEqual([expect.objectContaining({ title: 'Pricing clinic', pending: 1, accepted: 0 })]);
    expect(d.requests).toEqual([expect.objectContaining({ applicant_user_id: ana.userId, message: 'Help with kirana pricing?', status: 'pending' })]);
    expect(d.judging).toEqual([]);
  });
});
