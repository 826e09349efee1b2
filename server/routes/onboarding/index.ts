// Onboarding (issue 15; docs/decisions/0045-onboarding.md): the caller's own setup progress only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, onboardingStateSchema, onboardingStepBodySchema } from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { onboardingState, saveStep, skipOnboarding } from '../../onboarding/onboarding';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['onboarding'];
  const posting = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get('/api/onboarding', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'The caller’s setup: step reached, status, answers so far, spaces to join and where it ends', response: { 200: onboardingStateSchema, ...errors } },
  }, async (request) => onboardingState(app.db, callerId(request)));

  app.put('/api/onboarding/step', {
    onRequest: [app.authenticate],
    config: posting,
    schema: {
      tags, summary: 'Save what a step collected (interested roles, interests, headline, city, state, spaces to join) and move to `step`; `done` completes setup',
      body: onboardingStepBodySchema, response: { 200: onboardingStateSchema, ...errors },
    },
  }, async (request) => saveStep(app, callerId(request), request.body));

  app.post('/api/onboarding/skip', {
    onRequest: [app.authenticate],
    config: posting,
    schema: { tags, summary: 'Skip setup for now (remembered; the step reached is kept for a later resume)', response: { 200: onboardingStateSchema, ...errors } },
  }, async (request) => skipOnboarding(app.db, callerId(request)));
};

export default onboardingRoutes;
