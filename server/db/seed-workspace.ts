// Demo data for issue 15's remaining pages (docs/decisions/0045, 0046): the demo members have
// finished onboarding (the home does not nag them), some hold idea boards, and some have taken the
// UpMyMind self-check over the past months. Idempotent: each member is seeded once.
import { inArray } from 'drizzle-orm';
import { wellbeingScore, type IdeaColumnKey } from '../../contracts';
import type { Db } from './client';
import { ideaCards, onboardingProgress, wellbeingChecks } from './schema';

type Cards = [IdeaColumnKey, string, string][];
export const DEMO_IDEA_BOARDS: Record<string, Cards> = {
  maya: [
    ['ideas', 'Pricing teardown workshop', 'A 90-minute session where founders bring their pricing page and we rework it live.'],
    ['ideas', 'Mentor office hours on Fridays', 'Open slots for any founder in the Grounding phase.'],
    ['exploring', 'Customer interview template', 'Five questions that avoid leading the witness; test with two cohorts.'],
    ['validating', 'Discovery sprint for SaaS founders', 'Two weeks, ten interviews, one decision. Pilot with three teams.'],
    ['building', 'Founder pricing calculator', 'Spreadsheet first; a web version if people use it.'],
  ],
  rohan: [
    ['ideas', 'Voice entry for crop sales', 'Farmers dictate sales in Marathi; the ledger fills itself.'],
    ['exploring', 'Co-operative bank partnership', 'Two banks in Nashik asked for a pilot proposal.'],
    ['validating', 'Credit score from sale records', 'Check with 40 farmers whether lenders accept the report.'],
    ['building', 'Offline-first ledger app', 'Sync when the phone finds a network.'],
  ],
  amara: [
    ['ideas', 'Climate fintech scouting list', 'Founders from the Summit forum to meet in Q1.'],
    ['exploring', 'Shared diligence checklist', 'Open it to other seed funds in the community.'],
  ],
  lena: [
    ['ideas', 'Repair café network', 'Map repair cafés by state and connect them with makers.'],
    ['validating', 'Community composting kit', 'Pilot in two housing societies.'],
  ],
};

/** [weeks ago, answers] per member. */
export const DEMO_WELLBEING_CHECKS: Record<string, [number, number[]][]> = {
  maya: [[12, [3, 2, 4, 3, 4]], [8, [3, 3, 4, 3, 4]], [4, [4, 3, 4, 4, 4]], [1, [4, 4, 5, 4, 5]]],
  rohan: [[6, [2, 2, 3, 2, 4]], [2, [3, 2, 3, 3, 4]]],
  priya: [[3, [4, 4, 4, 3, 5]]],
};

export async function seedDemoWorkspace(db: Db, memberIds: Map<string, number>): Promise<void> {
  const ids = [...memberIds.values()];
  if (ids.length === 0) return;
  // The demo community joined before onboarding existed: count them as done.
  await db.insert(onboardingProgress).values(ids.map((userId) => ({ userId, step: 'done', status: 'completed', completedAt: new Date().toISOString() })))
    .onConflictDoNothing();

  const boardOwners = Object.keys(DEMO_IDEA_BOARDS).map((u) => memberIds.get(u)).filter((v): v is number => v !== undefined);
  const haveBoard = new Set((await db.selectDistinct({ id: ideaCards.userId }).from(ideaCards).where(inArray(ideaCards.userId, boardOwners.length ? boardOwners : [0]))).map((r) => r.id));
  const cards: (typeof ideaCards.$inferInsert)[] = [];
  for (const [username, list] of Object.entries(DEMO_IDEA_BOARDS)) {
    const userId = memberIds.get(username);
    if (userId === undefined || haveBoard.has(userId)) continue;
    const next = new Map<string, number>();
    for (const [column, title, notes] of list) {
      const position = next.get(column) ?? 0;
      next.set(column, position + 1);
      cards.push({ userId, columnKey: column, position, title, notes });
    }
  }
  if (cards.length > 0) await db.insert(ideaCards).values(cards);

  const checkOwners = Object.keys(DEMO_WELLBEING_CHECKS).map((u) => memberIds.get(u)).filter((v): v is number => v !== undefined);
  const haveChecks = new Set((await db.selectDistinct({ id: wellbeingChecks.userId }).from(wellbeingChecks).where(inArray(wellbeingChecks.userId, checkOwners.length ? checkOwners : [0]))).map((r) => r.id));
  const checks: (typeof wellbeingChecks.$inferInsert)[] = [];
  for (const [username, list] of Object.entries(DEMO_WELLBEING_CHECKS)) {
    const userId = memberIds.get(username);
    if (userId === undefined || haveChecks.has(userId)) continue;
    for (const [weeksAgo, answers] of list) {
      const { score, band } = wellbeingScore(answers);
      checks.push({ userId, answers, score, band, createdAt: new Date(Date.now() - weeksAgo * 7 * 86_400_000).toISOString() });
    }
  }
  if (checks.length > 0) await db.insert(wellbeingChecks).values(checks);
}
