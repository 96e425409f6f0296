import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldErrorSummary } from '@portal/contracts';
import { isRetryableConflict } from '@portal/db';
import { AppError, envelopeOf } from '../lib/app-error.ts';
import { clientInputError } from './input-guards.ts';

/** Maps every failure to `{ error, status, code, fieldErrors? }`; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body = envelopeOf(err);
      if (err.status >= 500) request.log.error({ err }, 'service error');
      if (err.details?.retryAfterSeconds) reply.header('retry-after', String(err.details.retryAfterSeconds));
      return reply.status(err.status).send(body);
    }
    const input = clientInputError(err, request);
    if (input) return reply.status(input.status).send(input);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      const error = fieldErrorSummary(fieldErrors);
      return reply.status(400).send({ error, status: 400, code: 'VALIDATION', fieldErrors });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Something went wrong', status: 500, code: 'INTERNAL' });
    }
    // A deadlock or serialization failure that outlived the transaction retries (packages/db
    // retry.ts): nothing was changed, so the client is told to try again rather than shown a fault.
    if (isRetryableConflict(err)) {
      request.log.warn({ err }, 'database conflict persisted after retries');
      return reply.status(503).header('retry-after', '1').send({
        error: 'The service is busy; please try again in a moment',
        status: 503,
        code: 'UNAVAILABLE',
      });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ error: 'Something went wrong', status: 500, code: 'INTERNAL' });
    }
    const code =
      status === 404
        ? 'NOT_FOUND'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : 'BAD_REQUEST';
    return reply.status(status).send({ error: err.message, status, code });
  });
}
