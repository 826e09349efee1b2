// The ecosystem maps' calls (issue 15; docs/decisions/0048-ecosystem-maps.md). Every call needs a
// signed-in member (the maps are private routes of SPEC §2 and list members); reads only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ECOSYSTEM_API, ecosystemDirectoryQuerySchema, ecosystemDirectoryResponseSchema, ecosystemOverviewSchema, ecosystemRegionSchema,
  errorResponseSchema, regionParamsSchema,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { ecosystemDirectory, ecosystemOverview, ecosystemRegion } from '../../ecosystem/ecosystem';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['ecosystem'];

const ecosystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];

  app.get(ECOSYSTEM_API.overview, {
    onRequest,
    schema: {
      tags, security, summary: 'Organisations and members per Indian state or union territory and category (one aggregated call per map view)',
      response: { 200: ecosystemOverviewSchema, ...errors },
    },
  }, async (request) => {
    callerId(request);
    return ecosystemOverview(db);
  });

  app.get('/api/ecosystem/regions/:region_id', {
    onRequest,
    schema: {
      tags, security, summary: 'One state or union territory: its organisations (by category and name) and members (by name)',
      params: regionParamsSchema, response: { 200: ecosystemRegionSchema, ...errors },
    },
  }, async (request) => {
    callerId(request);
    return ecosystemRegion(db, request.params.region_id);
  });

  app.get(ECOSYSTEM_API.organizations, {
    onRequest,
    schema: {
      tags, security, summary: 'The ecosystem hub\'s organisation directory: search, state, categories, paged by name',
      querystring: ecosystemDirectoryQuerySchema, response: { 200: ecosystemDirectoryResponseSchema, ...errors },
    },
  }, async (request) => {
    callerId(request);
    return ecosystemDirectory(db, request.query);
  });
};

export default ecosystemRoutes;
