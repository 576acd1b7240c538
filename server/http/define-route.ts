/**
 * One declaration per API route (DESIGN §5): the access rule becomes the preHandlers, the zod schemas
 * become validation and the OpenAPI document, and the answer schema wraps the given `data` in the
 * envelope (or a list page). 400, 401 and 403 are documented for every guarded route. The guards run
 * before validation, so a caller without access learns nothing from the shape of their input.
 *
 * @example
 * defineRoute(app, {
 *   method: 'POST', url: '/customers/details/:id', access: { key: 'Customer', action: 'view' },
 *   tags: ['customers'], summary: 'One customer', data: customerSchema, errors: [404],
 *   handler: async (request) => ({ status: 200, messages: 'Customer fetched successfully', data: ... }),
 * });
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import type { PermissionKey } from '../../src/domain/permissions';
import type { RecordType } from '../../src/domain/record-events';
import { requireAdmin, requirePermission, type GuardAction } from '../auth/permissions';
import { bodySchema } from '../validation';
import { IdParams, listAnswerSchema } from './lists';
import { envelopeSchema, errorResponses } from './schemas';

/** Who may call: holders of a permission key's action, administrators, anyone signed in, or anyone (the sign-in routes). */
export type Access = { key: PermissionKey; action: GuardAction } | 'admin' | 'signedIn' | 'public';

/** The guard of each record action under one permission key: a module names its key once. */
export function recordAccess(key: PermissionKey): Record<Exclude<GuardAction, 'list'>, Access> {
  return { view: { key, action: 'view' }, create: { key, action: 'create' }, update: { key, action: 'update' }, delete: { key, action: 'delete' } };
}

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A url ending in `/:id` takes the record id as its params (`IdParams`), unless the route names others. */
const takesId = (url: string) => url.endsWith('/:id');
type Params<P, U extends string> = P extends z.ZodType ? z.output<P> : U extends `${string}/:id` ? z.output<typeof IdParams> : undefined;

export interface RouteAnswer {
  status: number;
  messages: string;
  data?: unknown;
  [extra: string]: unknown;
}

export interface RouteSpec<B extends z.ZodType | undefined, P extends z.ZodType | undefined, Q extends z.ZodType | undefined, U extends string = string> {
  method: 'GET' | 'POST' | readonly ('GET' | 'POST')[];
  /** The path; one ending in `/:id` validates the id (`IdParams`) without naming `params`. */
  url: U;
  access: Access;
  tags: string[];
  summary: string;
  /** The OpenAPI description, for what the summary cannot say in a line. */
  description?: string;
  body?: B;
  /** The path's params, when they are not just the `:id` the url ends with. */
  params?: P;
  querystring?: Q;
  /** JSON Schema of the answer's `data`. */
  data?: object;
  /** JSON Schema of one item: the answer is a list page of them. */
  list?: object;
  /** JSON Schemas of further top-level answer fields beside `data` (e.g. `notification_count`). */
  extra?: Record<string, object>;
  /** Error statuses beyond 400, 401 and 403, e.g. [404, 409]; of a public route, every one it gives. */
  errors?: number[];
  /** At most `max` calls per `timeWindow` ms from one client address (@fastify/rate-limit): the public sign-in routes. */
  rateLimit?: { max: number; timeWindow: number };
  /** A hook after the access guards and before validation (the sign-in spends its captcha whatever the body holds). */
  preValidation?: preValidationHookHandler;
  /**
   * The record this route writes: after the handler (its transaction committed) `record:changed` goes
   * to the record's audience. The id is the `:id` param, else the body's `id`, else the answer's
   * `data.id`. `removes`: the audience is read before the handler, while the record still exists.
   */
  changes?: { type: RecordType; removes?: boolean };
  /** A larger body limit than the app's, for an upload route. */
  bodyLimit?: number;
  handler(request: FastifyRequest<{ Body: Output<B>; Params: Params<P, U>; Querystring: Output<Q> }>, reply: FastifyReply): Promise<RouteAnswer>;
}

function positiveId(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function requestedId(request: FastifyRequest): number | null {
  return positiveId((request.params as { id?: unknown } | undefined)?.id) ?? positiveId((request.body as { id?: unknown } | null | undefined)?.id);
}

/** The handler, followed by `record:changed` to the audience of the record it wrote. */
function publishing(app: FastifyInstance, changes: NonNullable<RouteSpec<undefined, undefined, undefined>['changes']>, handler: RouteHandler): RouteHandler {
  return async (request, reply) => {
    const before = changes.removes ? requestedId(request) : null;
    const audience = before === null ? undefined : await app.realtime.recordAudience(changes.type, before);
    const answer = await handler(request, reply);
    const id = before ?? requestedId(request) ?? positiveId((answer.data as { id?: unknown } | undefined)?.id);
    void (audience ? app.realtime.recordChanged(changes.type, id, audience) : app.realtime.recordChanged(changes.type, id));
    return answer;
  };
}

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<RouteAnswer>;

function guards(app: FastifyInstance, access: Access): preValidationHookHandler[] {
  if (access === 'public') return [];
  if (access === 'signedIn') return [app.authenticate];
  if (access === 'admin') return [app.authenticate, requireAdmin];
  return [app.authenticate, requirePermission(access.key, access.action)];
}

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  const U extends string = string,
>(app: FastifyInstance, spec: RouteSpec<B, P, Q, U>): void {
  const params = spec.params ?? (takesId(spec.url) ? IdParams : undefined);
  const answer = spec.list ? listAnswerSchema(spec.list) : envelopeSchema({ ...(spec.data ? { data: spec.data } : {}), ...(spec.extra ? { extra: spec.extra } : {}) });
  const open = spec.access === 'public';
  app.route({
    method: typeof spec.method === 'string' ? spec.method : [...spec.method],
    url: spec.url,
    preValidation: [...guards(app, spec.access), ...(spec.preValidation ? [spec.preValidation] : [])],
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.rateLimit ? { config: { rateLimit: spec.rateLimit } } : {}),
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(open ? {} : { security: [{ bearer: [] }] }),
      ...(spec.body ? { body: bodySchema(spec.body) } : {}),
      ...(params ? { params: bodySchema(params) } : {}),
      ...(spec.querystring ? { querystring: bodySchema(spec.querystring) } : {}),
      response: { 200: answer, ...errorResponses(...(open ? [] : [400, 401, 403]), ...(spec.errors ?? [])) },
    },
    handler: spec.changes ? publishing(app, spec.changes, spec.handler as RouteHandler) : (spec.handler as RouteHandler),
  });
}
