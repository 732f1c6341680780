// Types only: start-up code of the apps takes `endpointRef` from here without loading zod.
import type { z } from 'zod';

/**
 * One call of the envelope API as both sides see it: where it is posted, who may make it, the
 * zod shape of its body and the schema of the `data` a success answers. The server registers
 * its route from it (`apiRoute`), the apps call it (`call(endpoint, body)`), so a path, a body
 * or an answer cannot drift apart between them.
 */
export type EndpointAuth = 'public' | 'player' | 'staff';

export type Endpoint<
  Path extends string = string,
  Body extends z.ZodRawShape = z.ZodRawShape,
  Response extends z.ZodType = z.ZodType,
> = {
  readonly path: Path;
  readonly auth: EndpointAuth;
  /**
   * A console step-up action (moves money, changes where it goes or who can act, or weakens a
   * control): the body carries the staff's current two-factor code in `otp`, and the console
   * asks for it before sending. The server's route policy says the same (a test compares them).
   */
  readonly stepUp?: true;
  readonly body: Body;
  readonly response: Response;
};

/** Any endpoint, whatever its body and answer. */
export type AnyEndpoint = Endpoint<string, z.ZodRawShape, z.ZodType>;

/** What a client sends: the body's input (defaults may be left out, ids may be numbers…). */
export type EndpointBody<E extends AnyEndpoint> = z.input<z.ZodObject<E['body']>>;
/** What the handler has after validation. */
export type EndpointParsedBody<E extends AnyEndpoint> = z.output<z.ZodObject<E['body']>>;
/** The `data` of a success. */
export type EndpointResult<E extends AnyEndpoint> = z.output<E['response']>;

/** A body-less call has no fields of its own (the platform adds `lang` and `token`). */
type NoFields = Record<never, never>;

export function defineEndpoint<
  const Path extends string,
  Response extends z.ZodType,
  Body extends z.ZodRawShape = NoFields,
>(definition: {
  path: Path;
  auth: EndpointAuth;
  stepUp?: true;
  body?: Body;
  response: Response;
}): Endpoint<Path, Body, Response> {
  return {
    path: definition.path,
    auth: definition.auth,
    ...(definition.stepUp ? { stepUp: definition.stepUp } : {}),
    body: definition.body ?? ({} as Body),
    response: definition.response,
  };
}

/**
 * An endpoint as start-up code of an app names it: its path (checked against the endpoint's
 * type) and, in types only, the endpoint itself. `call` takes it like the endpoint, without
 * loading the endpoint's zod schemas into the first chunk the browser downloads.
 */
export type EndpointRef<E extends AnyEndpoint> = {
  readonly path: E['path'];
  readonly stepUp?: true;
  readonly endpoint?: E;
};

export function endpointRef<E extends AnyEndpoint>(path: E['path']): EndpointRef<E> {
  return { path };
}
