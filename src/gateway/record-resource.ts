/**
 * One definition serves every record resource (issue 14 item 6, as ra-core's data provider serves
 * every resource): from the record's GraphQL type, the prefix of its REST routes, its list filters and
 * whether it has a status route, this generates the page type, the list and details queries, the
 * create / update / status / delete mutations, their resolvers over the REST adapter and graphcache's
 * keys and updates. A resource file declares only its record's fields, its input type and what it has
 * beyond the usual (option lists, filter options, extra queries).
 */
import type { KeyGenerator, Resolver, UpdateResolver } from '@urql/exchange-graphcache';
import { guarded } from './graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs, type RootResolver } from './resource';
import type { Operation, RestAdapter } from './rest-adapter';

/** A REST resource whose list, details, create, update and delete routes are in the adapter's table. */
export type RecordRest = {
  [K in Operation]: K extends `${infer Prefix}.list` ? (`${Prefix}.details` | `${Prefix}.create` | `${Prefix}.update` | `${Prefix}.delete` extends Operation ? Prefix : never) : never;
}[Operation];

export type FilterType = 'Int' | 'String' | 'Boolean';

export interface RecordResourceDefinition {
  /** The record's GraphQL type, e.g. `Holiday`; `typeDefs` declares it and `input ${type}Input`. */
  type: string;
  /** The Query fields of a page and of one record, e.g. `holidays` and `holiday`. */
  list: string;
  one: string;
  /** The routes `${rest}.list`, `.details`, `.create`, `.update`, `.delete` (and `.status`). */
  rest: RecordRest;
  /** List arguments beyond paging, search and sort, passed on to the REST body as they are. */
  filters?: Readonly<Record<string, FilterType>>;
  /** Adds `set${type}Status(id, status)` over `${rest}.status/{id}`. */
  status?: boolean;
  /** Answer the details query from a cached list row (default); off when details carry more than a row. */
  detailsFromList?: boolean;
  /** Other Query fields a write makes stale (option lists, lists that show the record's name). */
  alsoStale?: readonly string[];
  /** The description of the list query in the schema. */
  listDoc?: string;
  /** The record's own types (`type X`, `input XInput`) and whatever else the resource declares. */
  typeDefs: string;
  /** Resolvers and cache entries beyond the generated ones. */
  extra?: {
    resolvers?: (api: RestAdapter) => Record<string, RootResolver>;
    keys?: Record<string, KeyGenerator>;
    queries?: Record<string, Resolver>;
    mutations?: Record<string, UpdateResolver>;
  };
}

type Ctx = GatewayContext;

function generatedSdl({ type, list, one, filters = {}, status, listDoc }: RecordResourceDefinition): string {
  const filterArgs = Object.entries(filters).map(([name, filterType]) => `, ${name}: ${filterType}`).join('');
  const doc = listDoc ? `"${listDoc.replaceAll('"', '\\"')}"\n    ` : '';
  return /* GraphQL */ `
  type ${type}Page {
    data: [${type}!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  extend type Query {
    ${doc}${list}(pageNumber: Int!, pageSize: Int, search: String, sort: String${filterArgs}): ${type}Page!
    ${one}(id: ID!): ${type}!
  }

  extend type Mutation {
    create${type}(input: ${type}Input!): ${type}!
    update${type}(id: ID!, input: ${type}Input!): ${type}!${status ? `\n    set${type}Status(id: ID!, status: String!): ${type}!` : ''}
    delete${type}(id: ID!): DeleteResult!
  }
`;
}

function generatedResolvers(definition: RecordResourceDefinition, api: RestAdapter): Record<string, RootResolver> {
  const { type, list, one, rest, filters = {}, status } = definition;
  // The adapter's table has every one of these for a RecordRest (checked by the type above).
  const route = (name: string) => `${rest}.${name}` as Operation;
  const resolvers: Record<string, RootResolver> = {
    [list]: (args: ListArgs & Record<string, unknown>, { signal }: Ctx) => {
      const extra = Object.fromEntries(Object.keys(filters).map((name) => [name, args[name]]));
      return guarded(api.data(route('list'), { body: listBody(args, extra), signal }));
    },
    [one]: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data(route('details'), { id, signal })),
    [`create${type}`]: ({ input }: { input: object }, { signal }: Ctx) => guarded(api.data(route('create'), { body: input, signal })),
    [`update${type}`]: ({ id, input }: { id: string; input: object }, { signal }: Ctx) => guarded(api.data(route('update'), { id, body: input, signal })),
    [`delete${type}`]: async ({ id }: { id: string }, { signal }: Ctx) => ({ id, messages: await guarded(api.messages(route('delete'), { id, signal })) }),
  };
  if (status) resolvers[`set${type}Status`] = ({ id, status: next }: { id: string; status: string }, { signal }: Ctx) => guarded(api.data(route('status'), { id, body: { status: next }, signal }));
  return resolvers;
}

/** The gateway resource of a record, generated from its definition (kept on it for the screens' documents). */
export function recordResource<const D extends RecordResourceDefinition>(definition: D): GatewayResource & { definition: D } {
  const { type, list, one, status, detailsFromList = true, alsoStale = [], extra = {} } = definition;
  return {
    definition,
    typeDefs: `${definition.typeDefs}\n${generatedSdl(definition)}`,
    resolvers: (api) => ({ ...generatedResolvers(definition, api), ...extra.resolvers?.(api) }),
    cache: {
      keys: { [type]: byId, [`${type}Page`]: embedded, ...extra.keys },
      queries: { ...(detailsFromList ? { [one]: cachedEntity(type) } : {}), ...extra.queries },
      mutations: {
        ...recordMutations(type, [list, ...alsoStale], {
          create: `create${type}`,
          update: `update${type}`,
          remove: `delete${type}`,
          other: status ? [`set${type}Status`] : [],
        }),
        ...extra.mutations,
      },
    },
  };
}
