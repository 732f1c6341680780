import { DEFAULT_CURRENCY, DEFAULT_UI_LANGUAGE, ErrorCode, type CurrencyConfig } from '@fairround/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failureEnvelope, sessionDeadEnvelope } from '../http/envelope.js';
import { requestLanguage } from '../http/request-language.js';
import { AppError, SessionRequiredError } from './app-error.js';

function firstInvalidField(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const fromPath = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const missing = (issue?.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path?.join('.');
    return fromPath || missing || 'body';
  }
  return 'body';
}

/**
 * One handler turns every thrown error into the envelope. Expected rejections carry their code;
 * validation failures name the field (1001); anything unexpected is logged in full and answered
 * with a generic 2002 that leaks nothing.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  currency: CurrencyConfig = DEFAULT_CURRENCY,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return answerError(error, request, reply, currency);
    } catch (failure) {
      // The handler itself failed (it once did on `lang: "toString"`, issue #23): still answer the
      // fixed generic 2002, never Fastify's default page with the internal message.
      request.log.error({ err: failure, cause: error }, 'error handler failed');
      return reply.status(500).send(LAST_RESORT);
    }
  });
}

/** Built once at start-up, so answering it cannot fail on anything the request carries. */
const LAST_RESORT = failureEnvelope(ErrorCode.UnknownError, DEFAULT_UI_LANGUAGE);

function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  currency: CurrencyConfig,
) {
  const language = requestLanguage(request);
  if (error instanceof SessionRequiredError) {
    return reply.status(200).send(sessionDeadEnvelope(language));
  }
  if (error instanceof AppError) {
    return reply
      .status(error.details.httpStatus ?? 200)
      .send(failureEnvelope(error.errCode, language, error.details, currency));
  }
  if (
    error.validation ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    const field = firstInvalidField(error);
    return reply
      .status(200)
      .send(failureEnvelope(ErrorCode.IncompleteParameters, language, { field, params: { field } }));
  }
  if (error.statusCode === 429) {
    return reply.status(429).send(failureEnvelope(ErrorCode.RateLimited, language));
  }
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply
      .status(error.statusCode ?? 415)
      .send(
        failureEnvelope(ErrorCode.IncompleteParameters, language, {
          field: 'body',
          params: { field: 'body' },
        }),
      );
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(failureEnvelope(ErrorCode.UnknownError, language));
}
