// Demo data for maya's home (issue 12; docs/decisions/0036-member-home.md): an enrolment in
// "Founder Foundations" part-way through (continue learning) and a few saved items. Idempotent: each part is skipped when maya already has it. Notifications are not
// seeded (other end-to-end specs count maya's unread notifications from zero), nor the readiness
// phase (the journey spec starts at awakening).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { courses, events, libraryDocuments, modules, programs, programsEnrolled, savedItems, units, users } from './schema';

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

/** A one-page PDF with a title and lines of text (Helvetica), for demo documents. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = [`BT /F1 20 Tf 72 740 Td (${esc(title)}) Tj ET`,
    ...lines.map((l, i) => `BT /F1 12 Tf 72 ${700 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => { offsets.push(Buffer.byteLength(body)); body += `${i + 1} 0 obj\n${o}\nendobj\n`; });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const DEMO_LIBRARY = [
  {
    title: 'Customer interview notes', fileName: 'customer-interviews.txt', ext: 'txt', type: 'text/plain',
    content: () => Buffer.from([
      'Customer interviews — week 3', '',
      '1. Priya, café owner: spends ~3 hours a week reconciling supplier invoices by hand.',
      '2. Diego, workshop: pays suppliers late because invoices arrive on WhatsApp and e-mail.',
      '3. Amara, bakery: would pay for one place that shows what is due this week.', '',
      'Pattern: the pain is not paying, it is knowing what is due. Next: test a weekly "due list" e-mail.',
    ].join('\n'), 'utf8'),
  },
  {
    title: 'Pitch deck outline', fileName: 'pitch-deck-outline.pdf', ext: 'pdf', type: 'application/pdf',
    content: () => simplePdf('Pitch deck outline', [
      '1. Problem: small shops lose hours to supplier invoices.', '2. Solution: one weekly list of what is due.',
      '3. Traction: 14 shops on the pilot, 9 paying.', '4. Market: 600k independent food businesses.',
      '5. Team: Maya (ops), Rohan (engineering).', '6. Ask: seed round to reach 500 shops.',
    ]),
  },
] as const;

/**
 * maya's own documents in My library: written to the uploads folder under generated names (as an
 * upload would be) and kept in library_documents. Idempotent: skipped when she has any document.
 */
export async function seedDemoLibrary(db: Db, uploadsDir: string): Promise<void> {
  const [maya] = await db.select({ id: users.userId }).from(users).where(and(eq(sql`lower(${users.username})`, DEMO_HOME_MEMBER), isNull(users.deletedAt)));
  if (!maya) return;
  const [any] = await db.select({ id: libraryDocuments.documentId }).from(libraryDocuments).where(eq(libraryDocuments.userId, maya.id)).limit(1);
  if (any) return;
  const folder = path.join(uploadsDir, 'files');
  await mkdir(folder, { recursive: true });
  for (const doc of DEMO_LIBRARY) {
    const bytes = doc.content();
    const name = `${randomBytes(16).toString('hex')}.${doc.ext}`;
    await writeFile(path.join(folder, name), bytes, { mode: 0o600 });
    await db.insert(libraryDocuments).values({
      userId: maya.id, storedName: name, kind: 'file', title: doc.title, fileName: doc.fileName, contentType: doc.type, sizeBytes: bytes.length,
    });
  }
}
