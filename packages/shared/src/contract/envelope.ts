import { z } from 'zod';
import { SESSION_DEAD_CODE } from '../errors/error-codes.js';

/**
 * The seed's `{code, info, data}` answer (§7) as schemas, for the server's response checks and
 * its OpenAPI document. Failures travel with HTTP 200 too, so a route's 200 answer is either.
 */
export const failureEnvelopeSchema = z.object({
  code: z.literal([0, SESSION_DEAD_CODE]),
  info: z.string(),
  data: z.object({ errCode: z.number().int(), field: z.string().optional() }),
});

export const successEnvelopeSchema = <Data extends z.ZodType>(data: Data) =>
  z.object({ code: z.literal(1), info: z.string(), data });
