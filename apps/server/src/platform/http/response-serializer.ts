import { ownValue } from '@fairround/shared';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/**
 * Serialises answers of routes that declare a response schema (`apiRoute` with an endpoint).
 * The answer must match the schema, or the call fails (500) instead of sending what the
 * contract does not promise. What is sent is the handler's own value, as JSON.stringify
 * writes it: the schema checks the answer but never reorders, drops or rewrites a field, so
 * declaring a schema cannot change a byte on the wire.
 *
 * Under tests (`reportUndeclaredFields`) a field the schema does not declare is an error as
 * well: the schema would strip it from the contract and the clients' types, so it is a gap.
 */
export function createResponseSerializerCompiler(options: {
  reportUndeclaredFields: boolean;
}): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const undeclared = options.reportUndeclaredFields ? undeclaredFieldPath(data, result.data) : null;
      if (undeclared !== null) {
        throw new Error(`${method} ${url}: answer field "${undeclared}" is not in the response schema`);
      }
      return JSON.stringify(data);
    };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The first path (a.b.0.c) present in the answer with a value but absent from what the schema kept. */
export function undeclaredFieldPath(sent: unknown, kept: unknown, path = ''): string | null {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (const [index, item] of sent.entries()) {
      const found = undeclaredFieldPath(item, kept[index], `${path}${index}.`);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return null;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(kept, key)) return `${path}${key}`;
    const found = undeclaredFieldPath(value, ownValue(kept, key), `${path}${key}.`);
    if (found !== null) return found;
  }
  return null;
}
