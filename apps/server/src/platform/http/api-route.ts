import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export type ApiRouteOptions<Body extends z.ZodRawShape, Result> = {
  path: string;
  auth: RoutePolicy;
  body?: Body;
  summary?: string;
  tags?: string[];
  rateLimit?: { max: number; timeWindowMs: number };
  /** A larger body than the app's 64 KB default, for the few calls that carry a file. */
  bodyLimitBytes?: number;
  handler: (request: FastifyRequest & { body: z.infer<z.ZodObject<Body>> }) => Promise<Result>;
};

/**
 * Declares one POST call of the envelope API: its policy, its zod body (documented in OpenAPI),
 * and a handler that returns the `data` of a success or throws an AppError. Every body also
 * refuses text the database cannot store (`request-text.ts`), whatever the route's own schema.
 */
export function apiRoute<Body extends z.ZodRawShape, Result>(
  app: FastifyInstance,
  options: ApiRouteOptions<Body, Result>,
): void {
  const fields = z.object({ ...envelopeBodyFields, ...(options.body ?? ({} as Body)) });
  const body = fields.superRefine((value, context) => {
    const path = unstorableTextPath(value);
    if (path) context.addIssue({ code: 'custom', path, message: 'text with U+0000 or a lone surrogate' });
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: options.path,
    schema: { body, summary: options.summary, tags: options.tags },
    ...(options.bodyLimitBytes ? { bodyLimit: options.bodyLimitBytes } : {}),
    config: {
      auth: options.auth,
      ...(options.rateLimit ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } : {}),
    },
    handler: async (request, reply) => {
      const data = await options.handler(request as FastifyRequest & { body: z.infer<z.ZodObject<Body>> });
      return reply.send(successEnvelope(data, request.language));
    },
  });
}
