// Support calls: bug reports from the "Report Bugs Here" form (SPEC §2). Any signed-in member
// may send one; administrators read them, newest first.
import { count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bugReportInputSchema, bugReportSchema, errorResponseSchema, LIST_DEFAULTS, listMetadataSchema, type BugReport,
} from '../../../contracts';
import { callerId, requireAdmin } from '../../auth/authorize';
import { bugReports, users } from '../../db/schema';

const BASE = '/api/support/bug-reports';
const tags = ['support'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(LIST_DEFAULTS.page),
  limit: z.coerce.number().int().min(1).max(100).default(LIST_DEFAULTS.limit),
});

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // A person reports a handful of bugs, not hundreds: keep the table from being flooded.
  const limit = { rateLimit: { max: Math.min(20, app.auth.settings.rateLimitPerMinute), timeWindow: '1 minute' } };

  const columns = {
    bug_report_id: bugReports.bugReportId,
    title: bugReports.title,
    description: bugReports.description,
    page_url: bugReports.pageUrl,
    severity: bugReports.severity,
    status: bugReports.status,
    user_agent: bugReports.userAgent,
    created_by: bugReports.createdBy,
    created_at: bugReports.createdAt,
    first_name: users.firstName,
    last_name: users.lastName,
    username: users.username,
  };
  type Row = { [K in keyof typeof columns]: unknown };
  const toReport = (row: Row): BugReport => bugReportSchema.parse({
    ...row,
    created_at: (row.created_at as Date).toISOString(),
    reporter_name: row.username == null ? null : ([row.first_name, row.last_name].filter(Boolean).join(' ') || String(row.username)),
  });

  app.post(BASE, {
    onRequest: [app.authenticate],
    config: limit,
    schema: {
      tags,
      summary: 'Report a bug (any signed-in member); the reporter is the token’s user',
      body: bugReportInputSchema,
      response: { 201: bugReportSchema, ...errors },
    },
  }, async (request, reply) => {
    const me = callerId(request);
    const { title, description, page_url, severity } = request.body;
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    const [created] = await db.insert(bugReports)
      .values({ title, description, pageUrl: page_url, severity, userAgent, createdBy: me })
      .returning({ id: bugReports.bugReportId });
    const [row] = await db.select(columns).from(bugReports).leftJoin(users, eq(users.userId, bugReports.createdBy))
      .where(eq(bugReports.bugReportId, created!.id));
    return reply.status(201).send(toReport(row!));
  });

  app.get(BASE, {
    onRequest: [app.authenticate],
    schema: {
      tags,
      summary: 'Bug reports, newest first (administrators)',
      querystring: listQuery,
      response: { 200: z.object({ data: z.array(bugReportSchema), metadata: listMetadataSchema }), ...errors },
    },
  }, async (request) => {
    await requireAdmin(db, request);
    const { page, limit: size } = request.query;
    const live = isNull(bugReports.deletedAt);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bugReports).where(live);
    const rows = await db.select(columns).from(bugReports).leftJoin(users, eq(users.userId, bugReports.createdBy))
      .where(live).orderBy(desc(bugReports.createdAt), desc(bugReports.bugReportId))
      .limit(size).offset((page - 1) * size);
    return { data: rows.map(toReport), metadata: { total, page, limit: size, pages: Math.ceil(total / size) } };
  });
};

export default supportRoutes;
