// Reading a members CSV for import (Admin Center): columns username, email, firstName required;
// lastName and roles optional. Headers match case-insensitively (first_name and "First name"
// too). Roles are role names, display names or ids separated by ";" or "|". Every row gets its
// own reasons, numbered as in a spreadsheet (the header is row 1).
import Papa from 'papaparse';
import { z } from '../../contracts/zod';
import { FAMILY_BATCH_MAX, usernameSchema } from '../../contracts';

export const CSV_MAX_ROWS = FAMILY_BATCH_MAX;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_REQUIRED_COLUMNS = ['username', 'email', 'firstName'] as const;
export const CSV_OPTIONAL_COLUMNS = ['lastName', 'roles'] as const;
type Column = (typeof CSV_REQUIRED_COLUMNS)[number] | (typeof CSV_OPTIONAL_COLUMNS)[number];

export const CSV_MESSAGES = {
  tooManyRows: (n: number) => `This file has ${n.toLocaleString('en')} rows. Import at most ${CSV_MAX_ROWS.toLocaleString('en')} rows at a time: split the file and import each part.`,
  tooLarge: `This file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB. Import at most ${CSV_MAX_ROWS.toLocaleString('en')} rows at a time.`,
  notCsv: 'Choose a .csv file.',
  empty: 'This file has no rows under its header.',
  missingColumns: (missing: string[]) => `The file needs the columns ${CSV_REQUIRED_COLUMNS.join(', ')}. Missing: ${missing.join(', ')}.`,
  unreadable: (reason: string) => `This file could not be read as CSV: ${reason}`,
  checkFailed: (reason: string) => `Could not check which members already exist (${reason}). Rows of existing members will be refused when you import.`,
} as const;

export interface ImportRole { role_id: number; role_name: string; display_name: string }

/** A member to create, as sent to the users family's createMany. */
export type ImportUser = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles?: number[];
};

export interface CsvRow {
  /** Spreadsheet row number (header = 1). */
  row: number;
  values: Record<Column, string>;
  /** Set when the row is valid. */
  item: ImportUser | null;
  errors: string[];
}

export type CsvParseResult = { ok: true; rows: CsvRow[] } | { ok: false; error: string };

const HEADER_ALIASES: Record<string, Column> = {
  username: 'username', 'user name': 'username', user_name: 'username',
  email: 'email', 'e-mail': 'email', email_address: 'email',
  firstname: 'firstName', first_name: 'firstName', 'first name': 'firstName', given_name: 'firstName',
  lastname: 'lastName', last_name: 'lastName', 'last name': 'lastName', family_name: 'lastName',
  roles: 'roles', role: 'roles',
};

const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const firstNameSchema = z.string().trim().min(1, 'Enter the first name.').max(80, 'The first name is at most 80 characters.');
const lastNameSchema = z.string().trim().max(80, 'The last name is at most 80 characters.');

const firstIssue = (result: z.ZodSafeParseResult<string>) => (result.success ? null : result.error.issues[0]?.message ?? 'Invalid value.');

function resolveRoles(text: string, roles: readonly ImportRole[]): { ids: number[]; unknown: string[] } {
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const part of text.split(/[;|]/).map((p) => p.trim()).filter(Boolean)) {
    const lower = part.toLowerCase();
    const role = roles.find((r) => String(r.role_id) === part || r.role_name.toLowerCase() === lower || r.display_name.toLowerCase() === lower);
    if (role) {
      if (!ids.includes(role.role_id)) ids.push(role.role_id);
    } else unknown.push(part);
  }
  return { ids, unknown };
}

/** Parses and checks a members CSV. File-level problems (columns, size) fail the whole file. */
export function parseMembersCsv(text: string, roles: readonly ImportRole[] = []): CsvParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) return { ok: false, error: CSV_MESSAGES.unreadable(`${fatal.message} (row ${(fatal.row ?? 0) + 1}).`) };
  const header = (lines[0] ?? []).map((h) => HEADER_ALIASES[h.trim().toLowerCase()] ?? null);
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) return { ok: false, error: CSV_MESSAGES.missingColumns(missing) };

  const body = lines.slice(1)
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (body.length === 0) return { ok: false, error: CSV_MESSAGES.empty };
  if (body.length > CSV_MAX_ROWS) return { ok: false, error: CSV_MESSAGES.tooManyRows(body.length) };

  const seenUsernames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const rows = body.map(({ cells, row }): CsvRow => {
    const values = { username: '', email: '', firstName: '', lastName: '', roles: '' } as Record<Column, string>;
    header.forEach((column, i) => {
      if (column) values[column] = (cells[i] ?? '').trim();
    });
    const errors: string[] = [];
    const username = usernameSchema.safeParse(values.username);
    const email = emailSchema.safeParse(values.email);
    const firstName = firstNameSchema.safeParse(values.firstName);
    const lastName = lastNameSchema.safeParse(values.lastName);
    if (!values.username) errors.push('Enter the username.');
    else if (!username.success) errors.push(firstIssue(username)!);
    if (!values.email) errors.push('Enter the e-mail address.');
    else if (!email.success) errors.push(firstIssue(email)!);
    if (!firstName.success) errors.push(firstIssue(firstName)!);
    if (!lastName.success) errors.push(firstIssue(lastName)!);
    const { ids, unknown } = resolveRoles(values.roles, roles);
    if (unknown.length > 0) errors.push(`Unknown role${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);

    const userKey = values.username.toLowerCase();
    const emailKey = values.email.toLowerCase();
    if (userKey && seenUsernames.has(userKey)) errors.push(`The username ${values.username} is also in row ${seenUsernames.get(userKey)}.`);
    else if (userKey) seenUsernames.set(userKey, row);
    if (emailKey && seenEmails.has(emailKey)) errors.push(`The e-mail ${values.email} is also in row ${seenEmails.get(emailKey)}.`);
    else if (emailKey) seenEmails.set(emailKey, row);

    const item: ImportUser | null = errors.length > 0 ? null : {
      username: username.data!, email: email.data!, firstName: firstName.data!, lastName: lastName.data ?? '',
      ...(ids.length > 0 ? { roles: ids } : {}),
    };
    return { row, values, item, errors };
  });
  return { ok: true, rows };
}

/** Who already has an account, lower-cased (the API host's answer for the file's valid rows). */
export interface ExistingMembers { usernames: string[]; emails: string[] }

export const existingUsernameMessage = (username: string) => `The username ${username} is already taken.`;
export const existingEmailMessage = (email: string) => `An account with the e-mail ${email} already exists.`;

/** Marks rows whose username or e-mail already has an account: they are not imported, and say why. */
export function markExisting(rows: readonly CsvRow[], existing: ExistingMembers): CsvRow[] {
  const names = new Set(existing.usernames.map((u) => u.toLowerCase()));
  const emails = new Set(existing.emails.map((e) => e.toLowerCase()));
  return rows.map((r) => {
    if (!r.item) return r;
    const reasons: string[] = [];
    if (names.has(r.item.username.toLowerCase())) reasons.push(existingUsernameMessage(r.item.username));
    if (emails.has(r.item.email.toLowerCase())) reasons.push(existingEmailMessage(r.item.email));
    return reasons.length > 0 ? { ...r, item: null, errors: [...r.errors, ...reasons] } : r;
  });
}
