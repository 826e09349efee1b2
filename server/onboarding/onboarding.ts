// Onboarding progress (issue 15; docs/decisions/0045-onboarding.md). One row per member in
// onboarding_progress; interests and profile basics go to member_profiles (the profile's home);
// community choice joins spaces through the community's own join (its rules and notices apply).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ONBOARDING_STEPS, onboardingPercent, type OnboardingState, type OnboardingStatus, type OnboardingStep, type OnboardingStepBody, type OnboardingSummary,
} from '../../contracts';
import { roleNamesOf } from '../auth/authorize';
import { communityHome, joinSpace } from '../community/spaces';
import type { Db } from '../db/client';
import { memberProfiles, onboardingProgress, users } from '../db/schema';
import { HttpError } from '../lib/http-error';

/** A local path other than /onboarding itself, or null (never an open redirect). */
export function finishTarget(registrationRedirect: string | null | undefined): string {
  const value = registrationRedirect?.trim() ?? '';
  const local = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return local && !/^\/onboarding(?:[/?#]|$)/i.test(value) ? value : '/user/home';
}

export async function onboardingSummary(db: Db, me: number): Promise<OnboardingSummary> {
  const [row] = await db.select({ step: onboardingProgress.step, status: onboardingProgress.status }).from(onboardingProgress).where(eq(onboardingProgress.userId, me));
  const step = (row?.step ?? 'welcome') as OnboardingStep;
  const status = (row?.status ?? 'not_started') as OnboardingStatus;
  return { step, status, percent: onboardingPercent(step, status) };
}

export async function onboardingState(db: Db, me: number): Promise<OnboardingState> {
  const [[progress], [profile], [user], held, home] = await Promise.all([
    db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, me)),
    db.select({ headline: memberProfiles.headline, city: memberProfiles.city, state: memberProfiles.state, interests: memberProfiles.interests })
      .from(memberProfiles).where(eq(memberProfiles.userId, me)),
    db.select({ redirect: users.registrationRedirect }).from(users).where(eq(users.userId, me)),
    roleNamesOf(db, me),
    communityHome(db, me),
  ]);
  if (!user) throw new HttpError(404, 'User not found');
  const step = (progress?.step ?? 'welcome') as OnboardingStep;
  const status = (progress?.status ?? 'not_started') as OnboardingStatus;
  return {
    status, step, percent: onboardingPercent(step, status),
    held_roles: held,
    interested_roles: progress?.interestedRoles ?? [],
    interests: profile?.interests ?? [],
    headline: profile?.headline ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    spaces: [...home.my_spaces, ...home.spaces],
    finish_at: finishTarget(user.redirect),
    updated_at: progress ? new Date(progress.updatedAt).toISOString() : null,
  };
}

/** Saves what a step collected, then moves to `body.step` (done = completed). */
export async function saveStep(app: FastifyInstance, me: number, body: OnboardingStepBody): Promise<OnboardingState> {
  const db = app.db;
  const { step } = body;
  const profile: Partial<typeof memberProfiles.$inferInsert> = {};
  if (body.interests !== undefined) profile.interests = [...new Set(body.interests.map((i) => i.trim()).filter(Boolean))];
  if (body.headline !== undefined) profile.headline = body.headline;
  if (body.city !== undefined) profile.city = body.city || null;
  if (body.state !== undefined) profile.state = body.state || null;
  if (Object.keys(profile).length > 0) {
    await db.insert(memberProfiles).values({ userId: me, createdBy: me, ...profile })
      .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...profile, modifiedBy: me, modifiedAt: new Date() } });
  }
  // Spaces first: a space the member may not read is refused (403/404) before progress moves on.
  if (body.space_ids?.length) {
    const current = await communityHome(db, me);
    const joined = new Set(current.my_spaces.map((s) => s.community_common_id));
    for (const id of new Set(body.space_ids)) if (!joined.has(id)) await joinSpace(app, me, id);
  }
  const now = new Date().toISOString();
  const values = {
    step,
    status: step === 'done' ? 'completed' : 'in_progress',
    updatedAt: now,
    ...(body.interested_roles !== undefined ? { interestedRoles: [...new Set(body.interested_roles)] } : {}),
    ...(step === 'done' ? { completedAt: now } : {}),
  };
  await db.insert(onboardingProgress).values({ userId: me, ...values }).onConflictDoUpdate({ target: onboardingProgress.userId, set: values });
  return onboardingState(db, me);
}

/** Skips setup: remembered (the home stops offering it); the step reached is kept for a later resume. */
export async function skipOnboarding(db: Db, me: number): Promise<OnboardingState> {
  const now = new Date().toISOString();
  // A finished setup stays finished.
  await db.insert(onboardingProgress).values({ userId: me, status: 'skipped', updatedAt: now })
    .onConflictDoUpdate({ target: onboardingProgress.userId, set: { status: 'skipped', updatedAt: now }, setWhere: sql`${onboardingProgress.status} <> 'completed'` });
  return onboardingState(db, me);
}

export const isStep = (value: string): value is OnboardingStep => (ONBOARDING_STEPS as readonly string[]).includes(value);
