import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PROGRAMS_MESSAGES, type Program } from '../../../contracts';
import { programs } from '../../db/schema';
import { DEMO_MEMBER } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
  token = res.json().access_token;
  await app.db.insert(programs).values([
    { programName: 'Climate Hardware Sprint', programDescription: 'Prototype_and test 100% in the lab', programCategory: 'climate', startDate: '2027-01-10T09:00:00Z', endDate: '2027-02-10T17:00:00Z' },
    { programName: 'Climate Policy Basics', programDescription: 'Regulation for founders', programCategory: 'Climate', startDate: '2027-03-01T00:00:00Z', endDate: '2027-03-31T23:00:00Z' },
    { programName: 'Health Data Lab', programDescription: 'Working with clinical data', programCategory: 'health', startDate: '2027-01-31T23:30:00Z', endDate: null },
    { programName: 'Climate Draft', programDescription: 'Not yet published', programCategory: 'climate', startDate: '2027-01-15T00:00:00Z', isPublished: false },
  ]);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const search = (query: Record<string, string>, auth: string | null = token) => app.inject({
  method: 'GET',
  url: `/api/program/programs/searchPrograms?${new URLSearchParams(query).toString()}`,
  headers: auth ? { authorization: `Bearer ${auth}` } : {},
});
const names = (res: { json(): unknown }) => (res.json() as { data: Program[] }).data.map((p) => p.program_name).sort();

describe('GET /api/program/programs/searchPrograms', () => {
  it('needs a Bearer token', async () => {
    expect((await search({}, null)).statusCode).toBe(401);
  });

  it('lists published programs only, with list metadata and ISO dates', async () => {
    const res = await search({ limit: '-1' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Program[]; metadata: unknown };
    expect(body.metadata).toEqual({ total: 6, page: 1, limit: -1, pages: 1 }); // 3 demo + 3 published here
    expect(names(res)).not.toContain('Climate Draft');
    const sprint = body.data.find((p) => p.program_name === 'Climate Hardware Sprint');
    expect(sprint).toMatchObject({ start_date: '2027-01-10T09:00:00.000Z', end_date: '2027-02-10T17:00:00.000Z', is_published: true });
  });

  it('search is ILIKE over name and description, with wildcards taken literally', async () => {
    expect(names(await search({ search: 'climate' }))).toEqual(['Climate Hardware Sprint', 'Climate Policy Basics']);
    expect(names(await search({ search: 'CLINICAL' }))).toEqual(['Health Data Lab']);
    expect(names(await search({ search: '100%' }))).toEqual(['Climate Hardware Sprint']);
    expect(names(await search({ search: 'e_a' }))).toEqual(['Climate Hardware Sprint']); // "Prototype_and"
    expect((await search({ search: '%' })).json().metadata.total).toBe(1);
  });

  it('program_category takes a comma list, case-insensitively', async () => {
    expect(names(await search({ program_category: 'climate' }))).toEqual(['Climate Hardware Sprint', 'Climate Policy Basics']);
    expect(names(await search({ program_category: 'health, investment' }))).toEqual(['Fundraising Readiness', 'Health Data Lab']);
  });

  it('date ranges: from inclusive, a date-only "to" includes that day', async () => {
    expect(names(await search({ start_date_from: '2027-01-01', start_date_to: '2027-01-31' }))).toEqual(['Climate Hardware Sprint', 'Health Data Lab']);
    expect(names(await search({ start_date_from: '2027-01-01', start_date_to: '2027-01-31T23:00:00Z' }))).toEqual(['Climate Hardware Sprint']);
    expect(names(await search({ start_date_from: '2027-03-01T00:00:00Z' }))).toEqual(['Climate Policy Basics']);
    expect(names(await search({ end_date_from: '2027-02-01', end_date_to: '2027-12-31', program_category: 'climate' }))).toEqual(['Climate Hardware Sprint', 'Climate Policy Basics']);
    expect(names(await search({ end_date_to: '2027-02-10' , search: 'climate' }))).toEqual(['Climate Hardware Sprint']);
  });

  it('a bad ISO date or an inverted range is a 400 naming the field', async () => {
    for (const [field, value] of [['start_date_from', 'yesterday'], ['end_date_to', '2027-13-01'], ['start_date_to', '2027-02-30'], ['end_date_from', '01/02/2027']]) {
      const res = await search({ [field!]: value! });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().message).toContain(SEARCH_PROGRAMS_MESSAGES.badDate(field!));
    }
    const inverted = await search({ start_date_from: '2027-02-01', start_date_to: '2027-01-01' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe(SEARCH_PROGRAMS_MESSAGES.badRange('start_date_from', 'start_date_to'));
  });

  it('pages and sorts like the common list query', async () => {
    const page = await search({ program_category: 'climate,health', limit: '2', page: '2', sortField: 'start_date', sortOrder: 'asc' });
    expect(page.json().metadata).toEqual({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(names(page)).toEqual(['Climate Policy Basics']);
    const first = await search({ program_category: 'climate,health', limit: '2', sortField: 'start_date', sortOrder: 'asc' });
    expect((first.json() as { data: Program[] }).data.map((p) => p.program_name)).toEqual(['Climate Hardware Sprint', 'Health Data Lab']);
    expect((await search({ sortField: 'created_by' })).statusCode).toBe(400);
    expect((await search({ limit: '0' })).statusCode).toBe(400);
  });

  it('does not collide with the programs family routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/program/programs/getAll?limit=1', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.total).toBe(7); // the family lists unpublished ones too
  });
});
