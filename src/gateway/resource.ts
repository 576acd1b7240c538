/**
 * What one resource adds to the gateway: its part of the GraphQL schema (SDL using `extend type`),
 * its root resolvers over the REST adapter, and its graphcache configuration. src/gateway/resources
 * holds one module per resource; schema.ts and cache.ts merge them.
 */
import type { Cache, KeyGenerator, Resolver, UpdateResolver } from '@urql/exchange-graphcache';
import { guarded } from './graphql-errors';
import { ENDPOINTS, type Operation, type RestAdapter } from './rest-adapter';

/** What every resolver gets: the signal urql aborts when it tears the operation down. */
export interface GatewayContext {
  signal: AbortSignal;
}

export type RootResolver = (args: never, context: GatewayContext) => unknown;

export interface ResourceCache {
  /** Key of every type the resource defines (`byId`, or `embedded` for pages and results). */
  keys: Record<string, KeyGenerator>;
  /** Query fields answered from the cache when the entity is there (e.g. a details query). */
  queries?: Record<string, Resolver>;
  /** What each mutation updates or invalidates. */
  mutations: Record<string, UpdateResolver>;
}

export interface GatewayResource {
  typeDefs: string;
  resolvers(api: RestAdapter): Record<string, RootResolver>;
  cache: ResourceCache;
}

/** Keys an entity by its `id`. */
export const byId: KeyGenerator = (data) => (data.id === undefined || data.id === null ? null : String(data.id as string | number));
/** Pages and results live inside the field that returned them. */
export const embedded: KeyGenerator = () => null;

/** A details query answered by the entity already cached (from a list or a write). */
export function cachedEntity(typename: string): Resolver {
  return (_parent, args) => ({ __typename: typename, id: String(args.id as string) });
}

/** Invalidates every cached page of the given Query fields, whatever its arguments; active queries refetch. */
export function invalidateLists(cache: Cache, fields: readonly string[]): void {
  for (const info of cache.inspectFields('Query')) if (fields.includes(info.fieldName)) cache.invalidate('Query', info.fieldName, info.arguments);
}

/**
 * The usual mutation updates of a record: a create or update refetches its lists (the record may move
 * in a sorted, searched page; an update's answer already refreshed the entity), a delete drops the
 * entity too. Extra lists (e.g. dropdowns naming the record) can be given.
 */
export function recordMutations(typename: string, lists: readonly string[], names: { create?: string; update?: string; remove?: string; other?: readonly string[] }): Record<string, UpdateResolver> {
  const refetch: UpdateResolver = (_result, _args, cache) => invalidateLists(cache, lists);
  const updates: Record<string, UpdateResolver> = {};
  if (names.create) updates[names.create] = refetch;
  if (names.update) updates[names.update] = refetch;
  for (const name of names.other ?? []) updates[name] = refetch;
  if (names.remove) {
    updates[names.remove] = (_result, args, cache) => {
      cache.invalidate({ __typename: typename, id: String(args.id as string) });
      invalidateLists(cache, lists);
    };
  }
  return updates;
}

/** The list arguments of every list query, as the REST body wants them (empty ones left out). */
export interface ListArgs {
  pageNumber: number;
  pageSize?: number | null;
  search?: string | null;
  sort?: string | null;
}

/** What a REST call sends of a field's arguments: the set ones (not null, undefined or ''), an input object's set fields as arguments of their own. */
function setValues(args: Readonly<Record<string, unknown>>, omit: readonly (string | undefined)[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (omit.includes(key) || value === null || value === undefined || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) Object.assign(values, setValues(value as Record<string, unknown>, []));
    else values[key] = value;
  }
  return values;
}

/**
 * A Query or Mutation field answered by one REST route, declared rather than written: the route (or,
 * with `by`, the route that argument names, e.g. a report's kind), the argument that fills the path's
 * `{id}`, the argument sent whole as the body (a write's `input`) or the body built from the arguments,
 * and what the screen gets from the answer (its `data` unless `answer` says otherwise). Every other set argument (or those `sends` names)
 * travels in the body of a POST or the query string of a GET, as the adapter's table says; those
 * `numbers` names as numbers (GraphQL's `ID` is a string).
 */
export interface RestField {
  route: Operation | ((value: string) => Operation | undefined);
  by?: string;
  id?: string;
  body?: string | ((args: never) => unknown);
  sends?: readonly string[];
  numbers?: readonly string[];
  answer?: (data: never, messages: string, args: Readonly<Record<string, unknown>>) => unknown;
}

/** A resource's fields over REST: field name → route, or route with how its arguments travel. */
export type RestFields = Readonly<Record<string, Operation | RestField>>;

/** A delete's answer: the id and the server's message. */
export const deleted = (_data: unknown, messages: string, args: Readonly<Record<string, unknown>>) => ({ id: args.file_id ?? args.id, messages });

/** The root resolvers of a table of REST fields. */
export function restResolvers(api: RestAdapter, fields: RestFields): Record<string, RootResolver> {
  const resolvers: Record<string, RootResolver> = {};
  for (const [name, field] of Object.entries(fields)) {
    const { route, by, id, body, sends, numbers = [], answer }: RestField = typeof field === 'string' ? { route: field } : field;
    resolvers[name] = async (args: Readonly<Record<string, unknown>>, { signal }: GatewayContext) => {
      const operation = typeof route === 'string' ? route : route(String(args[by ?? '']));
      if (!operation) throw new Error(`${name}: nothing answers ${String(args[by ?? ''])}`);
      const values = setValues(sends ? Object.fromEntries(sends.map((key) => [key, args[key]])) : args, [by, id]);
      for (const key of numbers) if (key in values) values[key] = Number(values[key]);
      const sent = typeof body === 'function' ? body(args as never) : body ? args[body] : values;
      const input = ENDPOINTS[operation].method === 'GET' ? { query: sent as Record<string, string | number> } : { body: sent };
      const envelope = await guarded(api.call<unknown>(operation, { ...input, id: id ? (args[id] as string | number) : undefined, signal }));
      return answer ? answer(envelope.data as never, envelope.messages, args) : envelope.data;
    };
  }
  return resolvers;
}

/** `type ${type}Page`: one page of a list (DESIGN §5), with what the list answers beyond its rows. */
export function pageSdl(type: string, beyond = ''): string {
  return /* GraphQL */ `
  type ${type}Page {
    data: [${type}!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
    "A search counted its matches up to total, and more match (ADR 0306)."
    totalCapped: Boolean${beyond}
  }
`;
}

export function listBody({ pageNumber, pageSize, search, sort }: ListArgs, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { pageNumber };
  if (pageSize) body.pageSize = pageSize;
  if (search) body.search = search;
  if (sort) body.sort = sort;
  for (const [key, value] of Object.entries(extra)) if (value !== null && value !== undefined && value !== '') body[key] = value;
  return body;
}
