// Community spaces, get involved and the school-of-study lookup on PGlite (issue 14): the
// community menus' read privilege of the ACTIVE role decides every read (403 otherwise), write
// decides creating a space, join/leave, applications with both sides notified, SPEC §5 messages.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES, COMMUNITY_PAGES, MESSAGES,
  type Application, type CommunityHome, type CommunityPage, type Opportunity, type SchoolOfStudyResponse, type Space, type SpaceDetail,
} from '../../contracts';
import { communitySpaceMembers, forumCategories, notifications, roles, userRepoItems, userRoles, users } from '../db/schema';
import { createTestApp, sessionToken } from '../test/test-app';

interface Member { token: string; userId: number }

let app: FastifyInstance;
let admin: Member;
let learner: Member;
let dual: Member; // expert and volunteer
let other: Member;

async function roleId(name: string): Promise<number> {
  const [r] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, name));
  return r!.id;
}

/** A member holding `held` roles, acting in the first. */
async function memberWith(username: string, held: string[]): Promise<Member> {
  const { token, userId } = await sessionToken(app, username);
  for (const name of held) await app.db.insert(userRoles).values({ userId, roleId: await roleId(name) }).onConflictDoNothing();
  await app.db.update(users).set({ activeRoleId: await roleId(held[0]!) }).where(eq(users.userId, userId));
  return { token, userId };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member | null, payload?: object) => app.inject({
  method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload ? { payload } : {}),
});

const createSpace = async (who: Member, body: object) => call('POST', '/api/community/spaces', who, body);
const latestNotification = async (userId: number) =>
  (await app.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.notificationId)).limit(1))[0];

let investorSpace: Space;
let startupSpace: Space;

beforeAll(async () => {
  app = await createTestApp();
  admin = await memberWith('csadmin', ['admin']);
  learner = await memberWith('cslearner', ['learner']);
  dual = await memberWith('csdual', ['volunteer', 'expert']);
  other = await memberWith('csother', ['learner']);
  investorSpace = (await createSpace(admin, { community_type: 'investor', community_name: 'Seed Angels Circle', description: 'Angels who write first cheques.' })).json();
  startupSpace = (await createSpace(admin, { community_type: 'startup', community_name: 'First-time Founders' })).json();
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('community reads follow the active role’s read privilege (menus 212–217)', () => {
  it('a learner (read on 212 and 216) reads the startup and educator communities and gets 403 for the other four', async () => {
    const expected: Record<number, number> = { 1: 200, 5: 403, 6: 403, 7: 403, 8: 200, 9: 403 };
    for (const c of COMMUNITY_PAGES) {
      const res = await call('GET', `/api/community/pages/${c.page}`, learner);
      expect(res.statusCode, `page ${c.page}`).toBe(expected[c.page]);
      if (res.statusCode === 403) expect(res.json()).toEqual({ statusCode: 403, message: COMMUNITY_MESSAGES.noRead(c.label) });
    }
    // The same refusal for a space of the community and for its owner's school of study.
    expect((await call('GET', `/api/community/spaces/${investorSpace.community_common_id}`, learner)).statusCode).toBe(403);
    expect((await call('POST', `/api/community/spaces/${investorSpace.community_common_id}/join`, learner)).statusCode).toBe(403);
    expect((await call('GET', `/api/community/school-of-study?communityCommonId=${investorSpace.community_common_id}`, learner)).statusCode).toBe(403);
    // The home lists only the readable communities and their spaces.
    const home = (await call('GET', '/api/community/home', learner)).json() as CommunityHome;
    expect(home.communities.map((c) => c.menu_id)).toEqual([212, 216]);
    expect(home.spaces.map((s) => s.community_type)).not.toContain('investor');
    expect((await call('GET', '/api/community/home', null)).statusCode).toBe(401);
  });

  it('the ACTIVE role decides: volunteer cannot read investor, the same member acting as expert can', async () => {
    expect((await call('GET', '/api/community/pages/5', dual)).statusCode).toBe(403);
    await app.db.update(users).set({ activeRoleId: await roleId('expert') }).where(eq(users.userId, dual.userId));
    const page = await call('GET', '/api/community/pages/5', dual);
    expect(page.statusCode).toBe(200);
    expect((page.json() as CommunityPage).spaces.map((s) => s.community_name)).toContain('Seed Angels Circle');
    await app.db.update(users).set({ activeRoleId: await roleId('volunteer') }).where(eq(users.userId, dual.userId));
    expect((await call('GET', '/api/community/pages/5', dual)).statusCode).toBe(403);
  });

  it('granting read on menu 215 in the privileges family opens it at once', async () => {
    const volunteerId = await roleId('volunteer');
    const grant = await call('POST', '/api/user/privileges/createPrivilege', admin, {
      role_id: volunteerId, privilege_menu_id: 215, privilege_access_type: ['read'], created_by: admin.userId,
    });
    expect(grant.statusCode).toBe(201);
    expect((await call('GET', '/api/community/pages/5', dual)).statusCode).toBe(200);
    const home = (await call('GET', '/api/community/home', dual)).json() as CommunityHome;
    expect(home.communities.map((c) => c.menu_id)).toContain(215);
  });

  it('an unknown community number is a 404 with a clear message, a malformed one a 400', async () => {
    const res = await call('GET', '/api/community/pages/2', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(COMMUNITY_MESSAGES.unknownCommunity);
    expect((await call('GET', '/api/community/pages/abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/community/spaces/99999999', admin)).statusCode).toBe(404);
  });
});

describe('creating a space', () => {
  it('needs write on the community’s menu: read alone is refused with the community named', async () => {
    const res = await createSpace(learner, { community_type: 'startup', community_name: 'Learners Lounge' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(COMMUNITY_MESSAGES.noCreate('Startup'));
    expect(((await call('GET', '/api/community/pages/1', learner)).json() as CommunityPage).can_create).toBe(false);
  });

  it('with write granted the member creates one, owns it and is its first member', async () => {
    const grant = await call('POST', '/api/user/privileges/createPrivilege', admin, {
      role_id: await roleId('learner'), privilege_menu_id: 216, privilege_access_type: ['read', 'write'], created_by: admin.userId,
    });
    // The learner already reads 216 (seeded): update that privilege instead when it exists.
    if (grant.statusCode !== 201) {
      const list = await call('GET', `/api/user/privileges/getAll?limit=-1&filterFields=${encodeURIComponent(JSON.stringify({ role_id: await roleId('learner'), privilege_menu_id: 216 }))}`, admin);
      const [row] = list.json().data as { privilege_id: number }[];
      const upd = await call('PUT', `/api/user/privileges/updatePrivilege/${row!.privilege_id}`, admin, { privilege_access_type: ['read', 'write'], modified_by: admin.userId });
      expect(upd.statusCode).toBe(200);
    }
    expect(((await call('GET', '/api/community/pages/8', learner)).json() as CommunityPage).can_create).toBe(true);
    const res = await createSpace(learner, { community_type: 'educator', community_name: '  Teachers who code  ', description: 'Weekly show and tell.' });
    expect(res.statusCode).toBe(201);
    const space = res.json() as Space;
    expect(space).toMatchObject({ community_name: 'Teachers who code', owner_user_id: learner.userId, is_owner: true, is_member: true, member_count: 1, forum_category: `space-${space.community_common_id}` });
    // The space has its own forum category.
    const [category] = await app.db.select().from(forumCategories).where(eq(forumCategories.communityCommonId, space.community_common_id));
    expect(category).toMatchObject({ slug: `space-${space.community_common_id}`, name: 'Teachers who code' });
    const again = await createSpace(learner, { community_type: 'educator', community_name: 'TEACHERS WHO CODE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMUNITY_MESSAGES.nameTaken);
  });

  it('the generic communityCommon family follows the same rule: owners need write on the menu, and own their record as its first member', async () => {
    const refused = await call('POST', '/api/community/communityCommon/createCommunityCommon', other, { owner_user_id: other.userId, community_name: 'Backdoor Club', community_type: 'investor', created_by: other.userId });
    expect([refused.statusCode, refused.json().message]).toEqual([403, COMMUNITY_MESSAGES.noCreate('Investor')]);
    const made = await call('POST', '/api/community/communityCommon/createCommunityCommon', admin, { owner_user_id: admin.userId, community_name: 'Family-made Space', community_type: 'startup', created_by: admin.userId });
    expect(made.statusCode).toBe(201);
    const detail = (await call('GET', `/api/community/spaces/${made.json().community_common_id}`, admin)).json() as SpaceDetail;
    expect(detail.members.map((m) => m.user_id)).toEqual([admin.userId]);
  });

  it('bad input is a 400 with a clear message and stores nothing', async () => {
    const before = (await call('GET', '/api/community/pages/1', admin)).json() as CommunityPage;
    const short = await createSpace(admin, { community_type: 'startup', community_name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(COMMUNITY_MESSAGES.nameShort);
    expect((await createSpace(admin, { community_type: 'startup', community_name: 'Huge', description: 'x'.repeat(100_000) })).statusCode).toBe(400);
    expect((await createSpace(admin, { community_type: 'pirates', community_name: 'Ahoy there' })).statusCode).toBe(400);
    expect((await createSpace(admin, { community_name: 'No type given' })).statusCode).toBe(400);
    const after = (await call('GET', '/api/community/pages/1', admin)).json() as CommunityPage;
    expect(after.spaces.length).toBe(before.spaces.length);
  });
});

describe('space membership', () => {
  it('a member joins (the owner is told, with a link), sees the member list, leaves; repeats and the owner leaving are refused', async () => {
    const id = startupSpace.community_common_id;
    const join = await call('POST', `/api/community/spaces/${id}/join`, other);
    expect(join.statusCode).toBe(200);
    expect(join.json()).toMatchObject({ is_member: true, member_count: 2 });
    const note = await latestNotification(admin.userId);
    expect(note).toMatchObject({ notificationType: 'community', notificationLink: `/community/1?space=${id}` });
    expect(note!.notificationBody).toContain('joined your space First-time Founders');
    expect((await call('POST', `/api/community/spaces/${id}/join`, other)).json().message).toBe(COMMUNITY_MESSAGES.alreadyMember);
    const detail = (await call('GET', `/api/community/spaces/${id}`, other)).json() as SpaceDetail;
    expect(detail.members.map((m) => [m.user_id, m.is_owner])).toEqual([[admin.userId, true], [other.userId, false]]);
    const page = (await call('GET', '/api/community/pages/1', other)).json() as CommunityPage;
    expect(page.members.map((m) => m.user_id)).toContain(other.userId);
    const leave = await call('POST', `/api/community/spaces/${id}/leave`, other);
    expect(leave.json()).toMatchObject({ is_member: false, member_count: 1 });
    const twice = await call('POST', `/api/community/spaces/${id}/leave`, other);
    expect([twice.statusCode, twice.json().message]).toEqual([409, COMMUNITY_MESSAGES.notMember]);
    const owner = await call('POST', `/api/community/spaces/${id}/leave`, admin);
    expect([owner.statusCode, owner.json().message]).toEqual([409, COMMUNITY_MESSAGES.ownerCannotLeave]);
    const rows = await app.db.select().from(communitySpaceMembers).where(and(eq(communitySpaceMembers.communityCommonId, id), eq(communitySpaceMembers.userId, other.userId)));
    expect(rows).toEqual([]);
  });
});

describe('get involved', () => {
  it('a member applies with a message, the owner is told; the owner accepts, the applicant is told; answers happen once', async () => {
    const created = await call('POST', '/api/community/opportunities', admin, {
      kind: 'mentoring', title: 'Mentor a first-time founder', description: 'One call a fortnight for three months.', commitment: '1 hour every two weeks',
    });
    expect(created.statusCode).toBe(201);
    const opp = created.json() as Opportunity;
    expect(opp).toMatchObject({ is_owner: true, is_open: true, my_application: null });

    const tooShort = await call('POST', `/api/community/opportunities/${opp.opportunity_id}/apply`, other, { message: 'hi' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain(COMMUNITY_MESSAGES.messageShort);
    const own = await call('POST', `/api/community/opportunities/${opp.opportunity_id}/apply`, admin, { message: 'I would like to mentor myself.' });
    expect([own.statusCode, own.json().message]).toEqual([400, COMMUNITY_MESSAGES.ownOpportunity]);

    const applied = await call('POST', `/api/community/opportunities/${opp.opportunity_id}/apply`, other, { message: 'I founded two companies and would love to help.' });
    expect(applied.statusCode).toBe(201);
    const application = applied.json() as Application;
    expect(application).toMatchObject({ status: 'pending', user_id: other.userId, opportunity_title: 'Mentor a first-time founder' });
    const toOwner = await latestNotification(admin.userId);
    expect(toOwner).toMatchObject({ notificationLink: '/community/get-involved' });
    expect(toOwner!.notificationBody).toContain('applied to “Mentor a first-time founder”');
    const again = await call('POST', `/api/community/opportunities/${opp.opportunity_id}/apply`, other, { message: 'Applying a second time here.' });
    expect([again.statusCode, again.json().message]).toEqual([409, COMMUNITY_MESSAGES.alreadyApplied]);

    const listed = (await call('GET', '/api/community/opportunities?kind=mentoring', other)).json() as Opportunity[];
    expect(listed.find((o) => o.opportunity_id === opp.opportunity_id)?.my_application).toEqual({ application_id: application.application_id, status: 'pending' });
    const ownerView = (await call('GET', '/api/community/opportunities', admin)).json() as Opportunity[];
    expect(ownerView.find((o) => o.opportunity_id === opp.opportunity_id)?.pending_count).toBe(1);
    expect(((await call('GET', '/api/community/applications/received', admin)).json() as Application[]).map((a) => a.application_id)).toContain(application.application_id);

    // Only the owner answers: the applicant gets 403, a stranger 404.
    expect((await call('POST', `/api/community/applications/${application.application_id}/decide`, other, { decision: 'accepted' })).statusCode).toBe(403);
    expect((await call('POST', `/api/community/applications/${application.application_id}/decide`, learner, { decision: 'accepted' })).statusCode).toBe(404);
    expect((await call('POST', `/api/community/applications/${application.application_id}/decide`, admin, { decision: 'maybe' })).statusCode).toBe(400);

    const decided = await call('POST', `/api/community/applications/${application.application_id}/decide`, admin, { decision: 'accepted' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'accepted' });
    const toApplicant = await latestNotification(other.userId);
    expect(toApplicant).toMatchObject({ notificationLink: '/community/get-involved' });
    expect(toApplicant!.notificationBody).toContain('accepted your application to “Mentor a first-time founder”');
    const twice = await call('POST', `/api/community/applications/${application.application_id}/decide`, admin, { decision: 'declined' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, COMMUNITY_MESSAGES.alreadyDecided]);
    const mine = (await call('GET', '/api/community/applications/mine', other)).json() as Application[];
    expect(mine.find((a) => a.application_id === application.application_id)?.status).toBe('accepted');
  });

  it('a declined applicant is told too; opportunities inside a space need read on its community', async () => {
    const inInvestor = (await call('POST', '/api/community/opportunities', admin, {
      kind: 'volunteer', title: 'Host an angel meetup', description: 'Greet guests and run the timer.', commitment: 'One evening', community_common_id: investorSpace.community_common_id,
    })).json() as Opportunity;
    expect(inInvestor.space_name).toBe('Seed Angels Circle');
    const learnerList = (await call('GET', '/api/community/opportunities', learner)).json() as Opportunity[];
    expect(learnerList.map((o) => o.opportunity_id)).not.toContain(inInvestor.opportunity_id);
    expect((await call('POST', `/api/community/opportunities/${inInvestor.opportunity_id}/apply`, learner, { message: 'Let me in, I can help.' })).statusCode).toBe(403);

    const applied = (await call('POST', `/api/community/opportunities/${inInvestor.opportunity_id}/apply`, dual, { message: 'Happy to run the timer all night.' })).json() as Application;
    await call('POST', `/api/community/applications/${applied.application_id}/decide`, admin, { decision: 'declined' });
    expect((await latestNotification(dual.userId))!.notificationBody).toContain('declined your application to “Host an angel meetup”');
  });
});

describe('school of study (SPEC §5)', () => {
  it('needs user_id or communityCommonId, with the two exact messages, and finds the items of the member or of the community’s owner', async () => {
    const none = await call('GET', '/api/community/school-of-study', admin);
    expect(none.json()).toEqual({ statusCode: 400, message: MESSAGES.schoolOfStudyNeedsOwner });
    const missing = await call('GET', '/api/community/school-of-study?communityCommonId=987654', admin);
    expect(missing.json()).toEqual({ statusCode: 404, message: MESSAGES.ownerNotFound });
    await app.db.insert(userRepoItems).values([
      { userId: admin.userId, repoitemType: 'education', repoitemSubtype: 'School of Study', repoitemName: 'Computer Science' },
      { userId: admin.userId, repoitemType: 'education', repoitemSubtype: 'Certificate', repoitemName: 'First Aid' },
    ]);
    const byUser = (await call('GET', `/api/community/school-of-study?user_id=${admin.userId}`, learner)).json() as SchoolOfStudyResponse;
    expect(byUser.items.map((i) => i.repoitem_name)).toEqual(['Computer Science']);
    const byCommunity = (await call('GET', `/api/community/school-of-study?communityCommonId=${startupSpace.community_common_id}`, learner)).json() as SchoolOfStudyResponse;
    expect(byCommunity).toMatchObject({ user_id: admin.userId, items: [{ repoitem_name: 'Computer Science' }] });
  });
});
