import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import { HttpError } from '../lib/http-error';
import { inputErrorMessage } from '../lib/pg-input-errors';
import { HASHING_BUSY_RETRY_SECONDS, HashingBusyError } from '../lib/password';
import { AUTH_MESSAGES } from '../../contracts';

/**
 * The first sentence for each refused body field ("username", "roles.0"); undefined when no issue
 * names a field (a body that is not an object at all).
 */
export function fieldMessages(issues: readonly { instancePath: string; message?: string }[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field && issue.message && !(field in fields)) fields[field] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** One error shape for every failure: { message, statusCode }. 5xx never leak internals. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first ? `${error.validationContext ?? 'request'}${first.instancePath.replaceAll('/', '.')}` : 'request';
      // Body fields also come by name with their sentence, for forms to show at the field (decision 0057).
      const fields = error.validationContext === 'body' ? fieldMessages(error.validation) : undefined;
      return reply.status(400).send({ message: `Invalid ${where}: ${first?.message ?? 'bad input'}`, statusCode: 400, ...(fields ? { fields } : {}) });
    }
    if (error instanceof HashingBusyError) {
      // Every password-hashing thread is busy (a sign-in flood): a fast answer, not a stall.
      return reply.status(503).header('retry-after', String(HASHING_BUSY_RETRY_SECONDS)).send({ message: AUTH_MESSAGES.busy(HASHING_BUSY_RETRY_SECONDS), statusCode: 503 });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ ...error.details, message: error.message, statusCode: error.statusCode });
    }
    const input = inputErrorMessage(error);
    if (input) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ message: input, statusCode: 400 });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({ message: 'Internal Server Error', statusCode });
    }
    return reply.status(statusCode).send({ message: error.message, statusCode });
  });
}, { name: 'errors' });
