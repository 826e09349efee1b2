// Demo learner records for maya (SPEC §3): assessment metadata, study details and sample
// statistics with scores over six months. Idempotent: skipped when maya already has scores.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { assessments, modules, sampleStats, statScores, studyDetails, users } from './schema';

export const DEMO_LEARNER = 'maya';
export const DEMO_PERIODS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'] as const;

/** Stats by category; a child names its parent by name. Scores are percentages per month. */
const STATS: { name: string; category: string; parent?: string; module?: string; scores: number[] }[] = [
  { name: 'Founder readiness', category: 'readiness', scores: [32, 41, 48, 55, 63, 71] },
  { name: 'Motivation clarity', category: 'readiness', parent: 'Founder readiness', module: 'Awakening: Why You, Why Now', scores: [40, 52, 60, 66, 70, 78] },
  { name: 'Customer evidence', category: 'readiness', parent: 'Founder readiness', module: 'Grounding: Problem Interviews', scores: [20, 28, 39, 47, 58, 64] },
  { name: 'Wellbeing', category: 'wellness', module: 'Awakening: Energy and Boundaries', scores: [58, 54, 61, 66, 64, 72] },
  { name: 'Investor readiness', category: 'investment', module: 'Unit Economics', scores: [15, 18, 26, 35, 44, 52] },
];

export async function seedDemoLearner(db: Db): Promise<void> {
  const [maya] = await db.select({ id: users.userId }).from(users)
    .where(and(sql`lower(${users.username}) = ${DEMO_LEARNER}`, isNull(users.deletedAt)));
  if (!maya) return;
  await db.transaction(async (tx) => {
    const [have] = await tx.select({ n: sql<number>`count(*)::int` }).from(statScores)
      .where(and(eq(statScores.userId, maya.id), isNull(statScores.deletedAt)));
    if ((have?.n ?? 0) > 0) return;
    const moduleIds = new Map((await tx.select({ id: modules.moduleId, name: modules.moduleName }).from(modules)
      .where(isNull(modules.deletedAt))).map((m) => [m.name, m.id]));
    const statIds = new Map<string, number>();
    for (const s of STATS) {
      const [existing] = await tx.select({ id: sampleStats.statId }).from(sampleStats)
        .where(and(eq(sampleStats.statName, s.name), isNull(sampleStats.deletedAt))).limit(1);
      const id = existing?.id ?? (await tx.insert(sampleStats).values({
        statName: s.name, category: s.category,
        parentStatId: s.parent ? statIds.get(s.parent) ?? null : null,
        moduleId: s.module ? moduleIds.get(s.module) ?? null : null,
      }).returning({ id: sampleStats.statId }))[0]!.id;
      statIds.set(s.name, id);
      await tx.insert(statScores).values(s.scores.map((value, i) => ({
        statId: id, userId: maya.id, timePeriod: DEMO_PERIODS[i]!, scoreValue: value, scoreUnit: '%', createdBy: maya.id,
      })));
    }
    await tx.insert(assessments).values([
      { userId: maya.id, assessmentName: 'Founder readiness self-assessment', responseForType: 'self', instituteName: 'Summit Founder School', isCompleted: true, completedAt: '2026-02-14T10:00:00Z', createdBy: maya.id },
      { userId: maya.id, assessmentName: 'Mentor review: customer discovery', responseForType: 'mentor', instituteName: 'Summit Founder School', isCompleted: false, createdBy: maya.id },
    ]);
    const [study] = await tx.select({ id: studyDetails.studyDetailId }).from(studyDetails)
      .where(and(eq(studyDetails.userId, maya.id), isNull(studyDetails.deletedAt)));
    if (!study) {
      await tx.insert(studyDetails).values({
        userId: maya.id, studyType: 'postgraduate', studyYear: 2, instituteName: 'Accra Institute of Technology', fieldOfStudy: 'Innovation management', createdBy: maya.id,
      });
    }
  });
}
