// Innovation workspace (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md): the caller's
// idea board, and the assistant test (/gemini-test), which answers only with a configured model.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assistantAnswerSchema, assistantAskSchema, assistantStatusSchema, errorResponseSchema, ideaBoardSchema, ideaCardCreateSchema, ideaCardMoveSchema,
  ideaCardParamsSchema, ideaCardSchema, ideaCardUpdateSchema,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { askAssistant, assistantConfig, assistantStatus, type AssistantConfig } from '../../workspace/assistant';
import { createCard, deleteCard, listCards, moveCard, updateCard } from '../../workspace/idea-board';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export interface WorkspaceOptions { assistant?: AssistantConfig; fetchImpl?: typeof fetch }

const workspaceRoutes: FastifyPluginAsyncZod<WorkspaceOptions> = async (app, opts) => {
  const db = app.db;
  const tags = ['workspace'];
  const posting = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  const assistant = opts.assistant ?? assistantConfig();

  app.get('/api/workspace/board', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'The caller’s idea cards, by column and position', response: { 200: ideaBoardSchema, ...errors } },
  }, async (request) => ({ cards: await listCards(db, callerId(request)) }));

  app.post('/api/workspace/cards', {
    onRequest: [app.authenticate],
    config: posting,
    schema: { tags, summary: 'Add a card at the bottom of a column (default Ideas)', body: ideaCardCreateSchema, response: { 201: ideaCardSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await createCard(db, callerId(request), request.body)));

  app.put('/api/workspace/cards/:id', {
    onRequest: [app.authenticate],
    config: posting,
    schema: { tags, summary: 'Edit a card’s title or notes (your own cards only)', params: ideaCardParamsSchema, body: ideaCardUpdateSchema, response: { 200: ideaCardSchema, ...errors } },
  }, async (request) => updateCard(db, callerId(request), request.params.id, request.body));

  app.put('/api/workspace/cards/:id/move', {
    onRequest: [app.authenticate],
    config: posting,
    schema: { tags, summary: 'Move a card to a column and position; answers the whole board', params: ideaCardParamsSchema, body: ideaCardMoveSchema, response: { 200: ideaBoardSchema, ...errors } },
  }, async (request) => ({ cards: await moveCard(db, callerId(request), request.params.id, request.body) }));

  app.delete('/api/workspace/cards/:id', {
    onRequest: [app.authenticate],
    config: posting,
    schema: { tags, summary: 'Delete a card (your own cards only)', params: ideaCardParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await deleteCard(db, callerId(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/api/assistant/status', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'Whether an assistant model is configured on this server (GEMINI_API_KEY)', response: { 200: assistantStatusSchema, ...errors } },
  }, async () => assistantStatus(assistant));

  app.post('/api/assistant/ask', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags, summary: 'Ask the configured model one question (503 when none is configured, 502 when it does not answer)', body: assistantAskSchema,
      response: { 200: assistantAnswerSchema, 502: errorResponseSchema, 503: errorResponseSchema, ...errors },
    },
  }, async (request) => askAssistant(assistant, request.body.prompt, opts.fetchImpl));
};

export default workspaceRoutes;
