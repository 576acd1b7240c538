/**
 * The served OpenAPI document made lint-clean in one place (issue 17 item 8) rather than in every
 * route file: each operation gets an `operationId` from its method and path, operations that declare
 * no security are public (`security: []`), the document names its server, and a `nullable` without
 * a `type` beside it (which OpenAPI 3.0 ignores) moves into the `allOf` or union branches.
 */
import type { FastifySchema, RouteOptions } from 'fastify';

type Json = Record<string, unknown>;

/** A route's security as the document shows it: its own, else bearer when the sign-in guard runs, else public. */
export function withSecurity(schema: FastifySchema | undefined, route: RouteOptions, authenticate: unknown): FastifySchema {
  const own = (schema ?? {}) as FastifySchema & { security?: unknown };
  if (own.security !== undefined) return own;
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
  return { ...own, security: hooks.includes(authenticate as never) ? [{ bearer: [] }] : [] } as FastifySchema;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `post` `/api/projects/update/{id}` → `postApiProjectsUpdateById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function fixNullableRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fixNullableRefs);
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string' && object.nullable === true) {
    const { $ref, nullable: _nullable, ...rest } = object;
    return { ...rest, nullable: true, allOf: [{ $ref }] };
  }
  // `nullable` needs a `type` beside it; on a union it goes into each typed branch instead.
  const union = object.anyOf ? 'anyOf' : object.oneOf ? 'oneOf' : undefined;
  if (object.nullable === true && object.type === undefined && union) {
    const { nullable: _nullable, [union]: branches, ...rest } = object;
    const nullableBranches = (branches as Json[]).map((branch) => (branch.type === undefined ? branch : { ...branch, nullable: true }));
    return fixNullableRefs({ ...rest, [union]: nullableBranches });
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fixNullableRefs(value)]));
}

export function finishOpenapiDocument<T extends object>(input: T): T {
  const document = input as Json;
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const finished: Record<string, Record<string, unknown>> = {};
  for (const [url, item] of Object.entries(paths)) {
    finished[url] = {};
    for (const [key, value] of Object.entries(item)) {
      // Methods of one route share one operation object: copy it before naming it.
      if (!METHODS.includes(key) || !value || typeof value !== 'object') {
        finished[url][key] = value;
        continue;
      }
      const operation = value as Json;
      finished[url][key] = { ...operation, operationId: operationIdOf(key, url), security: operation.security ?? [] };
    }
  }
  return fixNullableRefs({ ...document, servers: [{ url: '/', description: 'This server' }], paths: finished }) as T;
}
