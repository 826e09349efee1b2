// The member's own corner (issue 12): saved items, My library and the /user/home dashboard.
// Every call acts for the caller of the verified token only; nobody reads another member's
// saved items or library (docs/decisions/0035-saved-items-and-library.md, 0036-member-home.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLibraryDocumentSchema, errorResponseSchema, libraryDocumentParamsSchema, libraryDocumentSchema, libraryResponseSchema, MEMBER_HOME_MESSAGES,
  memberHomeSchema, saveItemBodySchema, savedItemKeySchema, savedItemSchema, savedListQuerySchema, savedListResponseSchema,
  savedStatusQuerySchema, savedStatusResponseSchema,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { HttpError } from '../../lib/http-error';
import { memberHome } from '../../member-home/home';
import { addDocument, listDocuments, listProgramFiles, removeDocument } from '../../member-home/library';
import { listSaved, savedIds, saveItem, unsaveItem } from '../../member-home/saved';

export interface MemberHomeOptions {
  /** Where uploads live (DATA_DIR/uploads): adding a document checks the upload is there. */
  uploadsDir?: string;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const memberHomeRoutes: FastifyPluginAsyncZod<MemberHomeOptions> = async (app, opts) => {
  const db = app.db;
  const tags = ['member-home'];

  app.get('/api/me/saved', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'The caller’s saved items, newest first (optionally one type)', querystring: savedListQuerySchema, response: { 200: savedListResponseSchema, ...errors } },
  }, async (request) => ({ data: (await listSaved(db, callerId(request), request.query.type)).data }));

  app.get('/api/me/saved/status', {
    onRequest: [app.authenticate],
    schema: {
      tags, summary: 'Which of these items (type, up to 100 ids) the caller saved', querystring: savedStatusQuerySchema,
      response: { 200: savedStatusResponseSchema, ...errors },
    },
  }, async (request) => ({ type: request.query.type, saved_ids: await savedIds(db, callerId(request), request.query.type, request.query.ids) }));

  app.post('/api/me/saved', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags, summary: 'Save a published content item, event or program (saving twice keeps one)', body: saveItemBodySchema,
      response: { 201: savedItemSchema, ...errors },
    },
  }, async (request, reply) => {
    const { item_type, item_id } = request.body;
    const saved = await saveItem(db, callerId(request), item_type, item_id);
    if (!saved) throw new HttpError(404, MEMBER_HOME_MESSAGES.itemNotFound(item_type));
    return reply.status(201).send(saved);
  });

  app.delete('/api/me/saved/:item_type/:item_id', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Unsave an item (answers 204 whether or not it was saved)', params: savedItemKeySchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await unsaveItem(db, callerId(request), request.params.item_type, request.params.item_id);
    return reply.status(204).send(null);
  });

  app.get('/api/me/library', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'The caller’s uploaded documents and the files of programs they are enrolled in', response: { 200: libraryResponseSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const [documents, program_files] = await Promise.all([listDocuments(db, me), listProgramFiles(db, me)]);
    return { documents, program_files };
  });

  app.post('/api/me/library', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags, summary: 'Keep an upload (the name multimedia/upload answered) in the caller’s library', body: addLibraryDocumentSchema,
      response: { 201: libraryDocumentSchema, 409: errorResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    if (!opts.uploadsDir) throw new HttpError(404, MEMBER_HOME_MESSAGES.uploadNotFound);
    const outcome = await addDocument(db, opts.uploadsDir, callerId(request), request.body);
    if (!outcome.ok) {
      throw outcome.reason === 'taken' ? new HttpError(409, MEMBER_HOME_MESSAGES.alreadyInLibrary) : new HttpError(404, MEMBER_HOME_MESSAGES.uploadNotFound);
    }
    return reply.status(201).send(outcome.document);
  });

  app.delete('/api/me/library/:document_id', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'Remove one of the caller’s documents from their library', params: libraryDocumentParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    if (!(await removeDocument(db, callerId(request), request.params.document_id))) throw new HttpError(404, MEMBER_HOME_MESSAGES.documentNotFound);
    return reply.status(204).send(null);
  });

  app.get('/api/me/home', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'The caller’s home dashboard in one answer (learning, journey, events, notifications, saved, hubs)', response: { 200: memberHomeSchema, ...errors } },
  }, async (request) => memberHome(db, callerId(request)));
};

export default memberHomeRoutes;
