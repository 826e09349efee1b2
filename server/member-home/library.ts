// My library (issue 12; docs/decisions/0035-saved-items-and-library.md): the member's own uploads
// (library_documents, owner = the caller) and the file units of the programs they are enrolled in.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import {
  contentTypeOfName, fileBodySchema, multimediaUrl, STORED_NAME_PATTERN, UPLOAD_TYPES,
  type LibraryDocument, type LibraryProgramFile, type UploadKind,
} from '../../contracts';
import type { Db } from '../db/client';
import { courses, libraryDocuments, modules, programs, programsEnrolled, units } from '../db/schema';

const iso = (v: string) => new Date(v).toISOString();

export function toDocument(r: typeof libraryDocuments.$inferSelect): LibraryDocument {
  return {
    document_id: r.documentId, title: r.title, file_name: r.fileName, content_type: r.contentType, size: r.sizeBytes,
    kind: r.kind as UploadKind, url: multimediaUrl(r.kind as UploadKind, r.storedName), uploaded_at: iso(r.createdAt),
  };
}

export async function listDocuments(db: Db, userId: number): Promise<LibraryDocument[]> {
  const rows = await db.select().from(libraryDocuments)
    .where(and(eq(libraryDocuments.userId, userId), isNull(libraryDocuments.deletedAt)))
    .orderBy(desc(libraryDocuments.createdAt), desc(libraryDocuments.documentId));
  return rows.map(toDocument);
}

/** The file units of the member's live enrolments, in program then reading order. */
export async function listProgramFiles(db: Db, userId: number): Promise<LibraryProgramFile[]> {
  const rows = await db.select({
    programId: programs.programId, programName: programs.programName, unitId: units.unitId, unitName: units.unitName, body: units.unitBody,
  }).from(programsEnrolled)
    .innerJoin(programs, and(eq(programs.programId, programsEnrolled.programId), isNull(programs.deletedAt)))
    .innerJoin(courses, and(eq(courses.programId, programs.programId), isNull(courses.deletedAt)))
    .innerJoin(modules, and(eq(modules.courseId, courses.courseId), isNull(modules.deletedAt)))
    .innerJoin(units, and(eq(units.moduleId, modules.moduleId), isNull(units.deletedAt), eq(units.unitType, 'file')))
    .where(and(eq(programsEnrolled.userId, userId), isNull(programsEnrolled.deletedAt), ne(programsEnrolled.status, 'withdrawn')))
    .orderBy(asc(programs.programName), asc(courses.sequence), asc(modules.sequence), asc(units.sequence), asc(units.unitId));
  return rows.flatMap((r) => {
    let parsed: unknown;
    try { parsed = JSON.parse(r.body); } catch { return []; }
    const file = fileBodySchema.safeParse(parsed);
    if (!file.success) return [];
    return [{
      program_id: r.programId, program_name: r.programName, unit_id: r.unitId, unit_name: r.unitName, file_name: file.data.file_name,
      summary: file.data.summary ?? '', content_type: contentTypeOfName(file.data.file_name), url: file.data.url,
      link: `/lxp/program/${r.programId}/unit/${r.unitId}`,
    }];
  });
}

export type AddOutcome = { ok: true; document: LibraryDocument } | { ok: false; reason: 'missing' | 'taken' };

/**
 * Keeps an upload in the member's library. The stored name must exist under the uploads folder
 * (the extension tells its kind and type); a name already in a live library row is refused.
 */
export async function addDocument(db: Db, uploadsDir: string, userId: number, input: { name: string; title: string; file_name: string }): Promise<AddOutcome> {
  if (!STORED_NAME_PATTERN.test(input.name)) return { ok: false, reason: 'missing' };
  const ext = input.name.slice(input.name.lastIndexOf('.') + 1);
  const found = (Object.entries(UPLOAD_TYPES) as [UploadKind, Record<string, string>][])
    .flatMap(([kind, types]) => Object.entries(types).filter(([, e]) => e === ext).map(([type]) => ({ kind, type })))[0];
  if (!found) return { ok: false, reason: 'missing' };
  const file = path.join(uploadsDir, found.kind === 'image' ? 'images' : 'files', input.name);
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) return { ok: false, reason: 'missing' };
    size = info.size;
  } catch {
    return { ok: false, reason: 'missing' };
  }
  const [row] = await db.insert(libraryDocuments).values({
    userId, storedName: input.name, kind: found.kind, title: input.title, fileName: input.file_name, contentType: found.type, sizeBytes: size,
  }).onConflictDoNothing().returning();
  if (!row) return { ok: false, reason: 'taken' };
  return { ok: true, document: toDocument(row) };
}

/** Removes one of the member's documents from the library (the upload itself stays); false when it is not theirs. */
export async function removeDocument(db: Db, userId: number, documentId: number): Promise<boolean> {
  const rows = await db.update(libraryDocuments).set({ deletedAt: new Date().toISOString() })
    .where(and(eq(libraryDocuments.documentId, documentId), eq(libraryDocuments.userId, userId), isNull(libraryDocuments.deletedAt)))
    .returning({ id: libraryDocuments.documentId });
  return rows.length > 0;
}
