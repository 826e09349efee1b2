// UpMyMind overview (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md): the five
// wellness phases (modules grouped by phase 1–5, SPEC §3 "Local data") with the member's place in
// the readiness journey (their user setting), learning figures, and their self-checks over time.
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  READINESS_PHASES, readReadiness, wellbeingScore, type WellbeingCheck, type WellbeingCheckBody, type WellbeingOverview,
} from '../../contracts';
import type { Db } from '../db/client';
import { assessments, modules, programsEnrolled, sampleStats, statScores, userSettings, wellbeingChecks } from '../db/schema';

type CheckRow = typeof wellbeingChecks.$inferSelect;
const toCheck = (r: CheckRow): WellbeingCheck => ({
  check_id: r.checkId, answers: r.answers, score: r.score, band: r.band as WellbeingCheck['band'], created_at: new Date(r.createdAt).toISOString(),
});

export async function recordCheck(db: Db, me: number, body: WellbeingCheckBody): Promise<WellbeingCheck> {
  const { score, band } = wellbeingScore(body.answers);
  const [row] = await db.insert(wellbeingChecks).values({ userId: me, answers: body.answers, score, band }).returning();
  return toCheck(row!);
}

export async function wellbeingOverview(db: Db, me: number): Promise<WellbeingOverview> {
  const [[setting], phaseModules, enrolments, [done], scoreRows, checks] = await Promise.all([
    db.select({ settings: userSettings.settings }).from(userSettings).where(and(eq(userSettings.userId, me), isNull(userSettings.deletedAt))),
    db.select({ phase: modules.phase, name: modules.moduleName }).from(modules)
      .where(and(isNotNull(modules.phase), isNull(modules.deletedAt))).orderBy(asc(modules.phase), asc(modules.sequence), asc(modules.moduleId)),
    db.select({ status: programsEnrolled.status }).from(programsEnrolled).where(and(eq(programsEnrolled.userId, me), isNull(programsEnrolled.deletedAt))),
    db.select({ n: count() }).from(assessments).where(and(eq(assessments.userId, me), eq(assessments.isCompleted, true), isNull(assessments.deletedAt))),
    db.select({ stat_name: sampleStats.statName, time_period: statScores.timePeriod, score_value: statScores.scoreValue, score_unit: statScores.scoreUnit })
      .from(statScores).innerJoin(sampleStats, eq(sampleStats.statId, statScores.statId))
      .where(and(eq(statScores.userId, me), isNull(statScores.deletedAt), isNull(sampleStats.deletedAt)))
      .orderBy(asc(sampleStats.statName), desc(statScores.timePeriod)),
    db.select().from(wellbeingChecks).where(eq(wellbeingChecks.userId, me)).orderBy(desc(wellbeingChecks.createdAt), desc(wellbeingChecks.checkId)).limit(12),
  ]);
  const readiness = readReadiness((setting?.settings as Record<string, unknown> | undefined)?.readiness);
  const phases = READINESS_PHASES.map((p, i) => {
    const names = [...new Set(phaseModules.filter((m) => m.phase === i + 1).map((m) => m.name))].slice(0, 4);
    const status = readiness.completed_phases.includes(p.key) ? 'completed' as const : readiness.active_phase === p.key ? 'active' as const : 'upcoming' as const;
    return { key: p.key, number: i + 1, title: p.title, summary: p.summary, status, modules: names };
  });
  const latest = new Map<string, (typeof scoreRows)[number]>();
  for (const s of scoreRows) if (!latest.has(s.stat_name)) latest.set(s.stat_name, s);
  return {
    phases,
    learning: {
      programs_enrolled: enrolments.length,
      programs_completed: enrolments.filter((e) => e.status === 'completed').length,
      assessments_completed: Number(done?.n ?? 0),
      scores: [...latest.values()].slice(0, 6),
    },
    checks: checks.map(toCheck),
  };
}
