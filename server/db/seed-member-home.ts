// Demo data for maya's home (issue 12; docs/decisions/0036-member-home.md): an enrolment in
// "Founder Foundations" part-way through (continue learning) and a few saved items. Idempotent: each part is skipped when maya already has it. Notifications are not
// seeded (other end-to-end specs count maya's unread notifications from zero), nor the readiness
// phase (the journey spec starts at awakening).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { courses, events, modules, programs, programsEnrolled, savedItems, units, users } from './schema';

export const DEMO_HOME_MEMBER = 'maya';
export const DEMO_HOME_PROGRAM = 'Founder Foundations';
export const DEMO_SAVED = { events: ['Demo Day 2026', 'Women in Deep Tech Breakfast'], programs: ['Fundraising Readiness'] } as const;

export async function seedDemoMemberHome(db: Db): Promise<void> {
  const [maya] = await db.select({ id: users.userId }).from(users).where(and(eq(sql`lower(${users.username})`, DEMO_HOME_MEMBER), isNull(users.deletedAt)));
  if (!maya) return;

  const [program] = await db.select({ id: programs.programId }).from(programs)
    .where(and(eq(programs.programName, DEMO_HOME_PROGRAM), isNull(programs.deletedAt)));
  if (program) {
    const [enrolled] = await db.select({ id: programsEnrolled.enrollmentId }).from(programsEnrolled)
      .where(and(eq(programsEnrolled.userId, maya.id), eq(programsEnrolled.programId, program.id), isNull(programsEnrolled.deletedAt)));
    if (!enrolled) {
      const outline = await db.select({ id: units.unitId }).from(units)
        .innerJoin(modules, eq(modules.moduleId, units.moduleId))
        .innerJoin(courses, eq(courses.courseId, modules.courseId))
        .where(and(eq(courses.programId, program.id), isNull(units.deletedAt)))
        .orderBy(asc(courses.sequence), asc(modules.sequence), asc(units.sequence), asc(units.unitId));
      const done = outline.slice(0, 7).map((u) => u.id);
      await db.insert(programsEnrolled).values({
        userId: maya.id, programId: program.id, createdBy: maya.id,
        progress: { completed_unit_ids: done, last_unit_id: outline[7]?.id ?? null, updated_at: new Date(Date.now() - 86_400_000).toISOString() },
      }).onConflictDoNothing();
    }
  }

  const [anySaved] = await db.select({ id: savedItems.savedItemId }).from(savedItems).where(eq(savedItems.userId, maya.id)).limit(1);
  if (anySaved) return; // saved once: the member's choices from then on are theirs
  const evs = await db.select({ id: events.eventId }).from(events)
    .where(and(inArray(events.title, [...DEMO_SAVED.events]), isNull(events.deletedAt), eq(events.isPublished, true)));
  const progs = await db.select({ id: programs.programId }).from(programs)
    .where(and(inArray(programs.programName, [...DEMO_SAVED.programs]), isNull(programs.deletedAt)));
  const rows = [
    ...evs.map((e) => ({ userId: maya.id, itemType: 'event', itemId: e.id })),
    ...progs.map((p) => ({ userId: maya.id, itemType: 'program', itemId: p.id })),
  ];
  if (rows.length > 0) await db.insert(savedItems).values(rows).onConflictDoNothing();
}
