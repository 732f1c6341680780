import {
  failureEnvelopeSchema,
  successEnvelopeSchema,
  type AnyEndpoint,
  type EndpointParsedBody,
  type EndpointResult,
} from '@fairround/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutePolicy } from '../auth/route-policy.js';
import { successEnvelope } from './envelope.js';
import { unstorableTextPath } from './request-text.js';

/** Fields every seed call may carry in its body; the platform reads them, handlers never do. */
export const envelopeBodyFields = {
  lang: z.string().max(8).optional(),
  token: z.string().max(256).optional(),
};

type RouteCommon = {
  auth: RoutePolicy;
  /** What the call does; error codes in parentheses, e.g. "(1050, 3014)", are documented as its failures. */
  summary?: string;
  tags?: string[];
  rateLimit?: { max: number; timeWindowMs: number };
  /** A larger body than the app's 64 KB default, for the few calls that carry a file. */
  bodyLimitBytes?: number;
};

/** A call declared by a shared endpoint (packages/shared `defineEndpoint`): path, body and answer. */
export type EndpointRouteOptions<E extends AnyEndpoint> = RouteCommon & {
  endpoint: E;
  handler: (request: FastifyRequest & { body: EndpointParsedBody<E> }) => Promise<EndpointResult<E>>;
};

/**
 * Declares one POST call of the envelope API: its policy, its zod body (documented in OpenAPI),
 * and a handler that returns the `data` of a success or throws an AppError. Every body also
 * refuses text the database cannot store (`request-text.ts`), whatever the route's own schema.
 * The answer is checked against the endpoint's response schema and documented with it.
 */
export function apiRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  options: EndpointRouteOptions<E>,
): void {
  const { endpoint } = options;
  assertPolicyFits(endpoint, options.auth);
  const handler = options.handler as (request: FastifyRequest) => Promise<unknown>;
  const schema: FastifySchema = {
    body: bodySchema(endpoint.body),
    response: responseSchemas(endpoint.response, options.summary),
    summary: options.summary,
    tags: options.tags,
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: endpoint.path,
    schema,
    ...(options.bodyLimitBytes ? { bodyLimit: options.bodyLimitBytes } : {}),
    config: {
      auth: options.auth,
      ...(options.rateLimit
        ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } }
        : {}),
    },
    handler: async (request, reply) => {
      const data = await handler(request);
      return reply.send(successEnvelope(data, request.language));
    },
  });
}

function bodySchema(shape: z.ZodRawShape) {
  return z.object({ ...envelopeBodyFields, ...shape }).superRefine((value, context) => {
    const path = unstorableTextPath(value);
    if (path) context.addIssue({ code: 'custom', path, message: 'text with U+0000 or a lone surrogate' });
  });
}

/** The endpoint's audience must be the policy's: a shared "player" call is never a staff route. */
function assertPolicyFits(endpoint: AnyEndpoint, policy: RoutePolicy): void {
  const audience = policy.kind === 'staff-login' ? 'public' : policy.kind;
  if (audience !== endpoint.auth) {
    throw new Error(
      `${endpoint.path}: the endpoint is "${endpoint.auth}" but the route's policy is "${policy.kind}"`,
    );
  }
}

/**
 * A success is `{code: 1, info, data}`; failures (`code` 0, or 409 for a dead session) come with
 * HTTP 200 as well as 4xx/5xx, so 200 may be either and every other status is a failure.
 */
function responseSchemas(data: z.ZodType, summary: string | undefined): FastifySchema['response'] {
  const failure = failureEnvelopeSchema.describe(failureDescription(summary));
  return {
    200: z
      .discriminatedUnion('code', [successEnvelopeSchema(data), failure])
      .describe('Success (code 1) or failure'),
    default: failure,
  };
}

function failureDescription(summary: string | undefined): string {
  // Summaries list a call's codes in parentheses, "(1050, 3014)" or "(3003 1050 1042 1001)".
  const codes = summary?.match(/\((\d{4}(?:[,\s]+\d{4})*)\)/)?.[1]?.split(/[,\s]+/);
  const own = codes ? `; this call's own error codes: ${codes.join(', ')}` : '';
  return `Failure: code 0 (409 when the session is dead), data.errCode from the catalogue${own}`;
}
