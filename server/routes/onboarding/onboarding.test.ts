// Onboarding on PGlite (issue 15; decision 0045): a newcomer starts at welcome, each step saves
// its answers (member_profiles, spaces joined through the community's join), progress survives a
// new session, a skip is remembered, bad input is a 400 and changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHomeSchema, onboardingStateSchema, type OnboardingState } from '../../../contracts';
import { seedDemoData } from '../../db/seed';
import { communitySpaceMembers, memberProfiles, users } from '../../db/schema';
import { call, member, type Member } from '../../events/events-test-kit';
import { finishTarget } from '../../onboarding/onboarding';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let newbie: Member;
let maya: Member;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, 'Summit-Admin-2026');
  newbie = await member(app, 'onb-newbie');
  maya = await member(app, 'maya');
}, 120_000);
afterAll(async () => { await app?.close(); });

const state = async (who: Member): Promise<OnboardingState> => {
  const res = await call(app, 'GET', '/api/onboarding', who);
  expect(res.statusCode).toBe(200);
  return onboardingStateSchema.parse(res.json());
};

describe('onboarding', () => {
  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/onboarding', null)).statusCode).toBe(401);
  });

  it('a newcomer has not started; the demo members have finished', async () => {
    const s = await state(newbie);
    expect(s).toMatchObject({ status: 'not_started', step: 'welcome', percent: 0, interests: [], finish_at: '/user/home' });
    expect((await state(maya)).status).toBe('completed');
  });

  it('saves each step and keeps it across sessions; done completes', async () => {
    let res = await call(app, 'PUT', '/api/onboarding/step', newbie, { step: 'roles' });
    expect(res.json()).toMatchObject({ status: 'in_progress', step: 'roles', percent: 25 });
    res = await call(app, 'PUT', '/api/onboarding/step', newbie, { step: 'profile', interested_roles: ['expert', 'volunteer'], interests: ['Fintech', ' Edtech ', 'Fintech'] });
    expect(res.json()).toMatchObject({ step: 'profile', interested_roles: ['expert', 'volunteer'], interests: ['Fintech', 'Edtech'] });
    // The held roles are untouched: interest is not a grant.
    expect((await state(newbie)).held_roles).toEqual(['learner']);
    res = await call(app, 'PUT', '/api/onboarding/step', newbie, { step: 'community', headline: 'Building a tutoring app', city: 'Pune', state: 'Maharashtra' });
    expect(res.json()).toMatchObject({ step: 'community', headline: 'Building a tutoring app', city: 'Pune', state: 'Maharashtra', percent: 75 });
    const [profile] = await app.db.select().from(memberProfiles).where(eq(memberProfiles.userId, newbie.userId));
    expect(profile).toMatchObject({ headline: 'Building a tutoring app', city: 'Pune', state: 'Maharashtra', interests: ['Fintech', 'Edtech'] });

    // A new session (another device) sees the same place.
    const again = await member(app, 'onb-newbie');
    const s = await state(again);
    expect(s.step).toBe('community');
    const space = s.spaces.find((x) => !x.is_member);
    expect(space).toBeDefined();
    res = await call(app, 'PUT', '/api/onboarding/step', again, { step: 'done', space_ids: [space!.community_common_id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', step: 'done', percent: 100 });
    const joined = await app.db.select().from(communitySpaceMembers).where(eq(communitySpaceMembers.userId, newbie.userId));
    expect(joined.map((j) => j.communityCommonId)).toContain(space!.community_common_id);
    // The home's card reads the same progress.
    const home = memberHomeSchema.parse((await call(app, 'GET', '/api/me/home', newbie)).json());
    expect(home.onboarding).toEqual({ status: 'completed', step: 'done', percent: 100 });
  });

  it('a skip is remembered with the step reached; resuming continues there; a finished setup stays finished', async () => {
    const who = await member(app, 'onb-skipper');
    await call(app, 'PUT', '/api/onboarding/step', who, { step: 'profile' });
    const skipped = await call(app, 'POST', '/api/onboarding/skip', who);
    expect(skipped.json()).toMatchObject({ status: 'skipped', step: 'profile' });
    expect(memberHomeSchema.parse((await call(app, 'GET', '/api/me/home', who)).json()).onboarding?.status).toBe('skipped');
    expect((await call(app, 'PUT', '/api/onboarding/step', who, { step: 'profile' })).json()).toMatchObject({ status: 'in_progress', step: 'profile' });
    expect((await call(app, 'POST', '/api/onboarding/skip', maya)).json()).toMatchObject({ status: 'completed' });
  });

  it('bad input is a 400 with a clear message and changes nothing', async () => {
    const who = await member(app, 'onb-bad');
    const cases: [unknown, RegExp][] = [
      [{ step: 'nowhere' }, /step/],
      [{ step: 'profile', interests: Array.from({ length: 13 }, (_, i) => `x${i}`) }, /at most 12 interests/],
      [{ step: 'profile', headline: 'h'.repeat(141) }, /at most 140/],
      [{ step: 'profile', interested_roles: ['admin'] }, /interested_roles/],
      [{ step: 'done', space_ids: [0] }, /space_ids/],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, 'PUT', '/api/onboarding/step', who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // A space that does not exist: refused, and progress does not move.
    const res = await call(app, 'PUT', '/api/onboarding/step', who, { step: 'done', space_ids: [999999] });
    expect(res.statusCode).toBe(404);
    expect((await state(who)).status).toBe('not_started');
  });

  it('ends at the member’s registration_redirect when it is a local path other than onboarding', async () => {
    await app.db.update(users).set({ registrationRedirect: '/lxp' }).where(eq(users.userId, newbie.userId));
    expect((await state(newbie)).finish_at).toBe('/lxp');
    expect(finishTarget('https://evil.example/')).toBe('/user/home');
    expect(finishTarget('//evil.example')).toBe('/user/home');
    expect(finishTarget('/onboarding?x=1')).toBe('/user/home');
    expect(finishTarget(null)).toBe('/user/home');
  });
});
