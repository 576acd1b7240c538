/**
 * One definition serves every record resource (issue 14 item 6, as ra-core's data provider serves
 * every resource): from the record's GraphQL type, its contract's SDL, the prefix of its REST routes,
 * its list filters and whether it has a status route, this generates the record and input types, the
 * page type, the list and details queries, the create / update / status / delete mutations, their
 * resolvers over the REST adapter and graphcache's keys and updates. A resource file declares only what
 * its record answers beyond its contract and what it has beyond the usual (option lists, filter
 * options, extra queries). How a route travels is read from the adapter's table: a GET list sends its
 * arguments as the query string, a status route without `{id}` takes the id in its body (agents).
 *
 * The contract's SDL is generated at build time (ADR 0263): src/gateway/generated/record-sdl.ts holds
 * plain strings written by `npm run generate:sdl` from src/domain/contracts, so no zod runs here.
 */
import type { KeyGenerator, Resolver, UpdateResolver } from '@urql/exchange-graphcache';
import type { ContractSdl } from './generated/record-sdl';
import { byId, cachedEntity, deleted, embedded, invalidateLists, pageSdl, recordMutations, restResolvers, type GatewayResource, type RestFields, type RootResolver } from './resource';
import { ENDPOINTS, type Operation, type RestAdapter } from './rest-adapter';

/** A REST resource whose list, details, create, update and delete routes are in the adapter's table. */
export type RecordRest = {
  [K in Operation]: K extends `${infer Prefix}.list` ? (`${Prefix}.details` | `${Prefix}.create` | `${Prefix}.update` | `${Prefix}.delete` extends Operation ? Prefix : never) : never;
}[Operation];

/** A filter's GraphQL type; an `ID` filter travels to REST as a number (a customer's partner). */
export type FilterType = 'Int' | 'String' | 'Boolean' | 'ID';

/** A record's attached files: `${type}File`, its removal and (optionally) its description. */
export interface RecordFiles {
  /** The route that removes a file, by the file's id. */
  remove: Operation;
  /** The route that sets a file's description (`{ file_id, description }` on the record's id). */
  describe?: Operation;
  /** The field of the file's name (`original_name` unless the API says `name`). */
  name?: 'name' | 'original_name';
}

/** How a record is answered beyond (or otherwise than) its contract's SDL. */
export interface RecordSdlOptions {
  /** The record's fields beyond the contract (counts, linked records, details), as SDL field lines. */
  fields?: string;
  /** Contract fields the record answers as another GraphQL type (written whole, `!` included), or (null) does not answer. */
  answered?: Readonly<Record<string, string | null>>;
  /** The description of the object type. */
  doc?: string;
}

export interface RecordResourceDefinition extends RecordSdlOptions {
  /** The record's GraphQL type, e.g. `Holiday`; it and `input ${type}Input` are built from `sdl` (else `typeDefs` declares them). */
  type: string;
  /** The record's contract as SDL: `RECORD_SDL[type]` of src/gateway/generated/record-sdl.ts. */
  sdl?: ContractSdl;
  /** The routes `${rest}.list`, `.details`, `.create`, `.update`, `.delete` (and `.status`). */
  rest: RecordRest;
  /** The Query field of a page: `rest` unless given (`addOns` over `addons`). */
  list?: string;
  /** The Query field of one record: the type's name in lower camel case unless given. */
  one?: string;
  /** List arguments beyond paging, search and sort, passed on to the REST body as they are. */
  filters?: Readonly<Record<string, FilterType>>;
  /** Adds `set${type}Status(id, status)` over `${rest}.status/{id}`. */
  status?: boolean;
  /** Answer the details query from a cached list row (default); off when details carry more than a row. */
  detailsFromList?: boolean;
  /** Other Query fields a write makes stale (option lists, lists that show the record's name). */
  alsoStale?: readonly string[];
  /** Further mutations of the record (declared in `typeDefs`, resolved in `extra`): they refetch the same lists. */
  alsoWrites?: readonly string[];
  /** The record's files (details field `files`). */
  files?: RecordFiles;
  /** The description of the list query in the schema. */
  listDoc?: string;
  /** Whatever else the resource declares (option types, extra queries). */
  typeDefs?: string;
  /** Resolvers and cache entries beyond the generated ones: fields over one REST route each (`rest`), others written out. */
  extra?: {
    rest?: RestFields;
    resolvers?: (api: RestAdapter) => Record<string, RootResolver>;
    keys?: Record<string, KeyGenerator>;
    queries?: Record<string, Resolver>;
    mutations?: Record<string, UpdateResolver>;
  };
}

/**
 * `type ${type}` and `input ${type}Input` of a record: `id`, the contract's fields (those named in
 * `answered` as given there, or left out), `status` when the record has a status route its contract
 * lacks, the fields beyond the contract, then what every record has (`revision`, the times).
 */
export function recordTypeDefs(type: string, sdl: ContractSdl, { fields = '', answered = {}, doc }: RecordSdlOptions, status = false): string {
  const lines = ['id: ID!'];
  for (const name of Object.keys(answered)) if (!(name in sdl.fields)) throw new Error(`${type}: ${name} is not a field of its contract`);
  for (const [name, line] of Object.entries(sdl.fields)) {
    if (name in answered) {
      const answer = answered[name];
      if (answer) lines.push(`${name}: ${answer}`);
    } else if (line === null) {
      throw new Error(`${type}.${name}: a list of objects is answered otherwise (name it in answered)`);
    } else {
      lines.push(line);
    }
  }
  if (status && !('status' in sdl.fields)) lines.push('status: EntityStatus!');
  return /* GraphQL */ `
  ${doc ? `"${doc.replaceAll('"', '\\"')}"\n  ` : ''}type ${type} {
    ${lines.join('\n    ')}${fields.trimEnd()}
    revision: Int!
    created_at: String!
    updated_at: String!
  }
${sdl.input}`;
}

type Names = Pick<RecordResourceDefinition, 'type' | 'rest' | 'list' | 'one'>;
/** The Query field of a definition's page and of its one record, as types (the hooks' answers are keyed by them). */
export type ListField<D extends Names> = D extends { list: infer L extends string } ? L : D['rest'];
export type OneField<D extends Names> = D extends { one: infer O extends string } ? O : Uncapitalize<D['type']>;

/** The Query fields of a definition's page and of its one record. */
export function fieldNames<const D extends Names>({ type, rest, list, one }: D): { list: ListField<D>; one: OneField<D> } {
  return { list: (list ?? rest) as ListField<D>, one: (one ?? type[0]!.toLowerCase() + type.slice(1)) as OneField<D> };
}

function filesSdl(type: string, { describe, name = 'original_name' }: RecordFiles): string {
  return /* GraphQL */ `
  type ${type}File {
    id: ID!
    ${name}: String!
    mime_type: String!
    size_bytes: Int!
    description: String!
    created_at: String!
  }

  extend type Mutation {${describe ? `\n    describe${type}File(id: ID!, file_id: ID!, description: String!): ${type}File!` : ''}
    remove${type}File(id: ID!, file_id: ID!): DeleteResult!
  }
`;
}

function generatedSdl(definition: RecordResourceDefinition): string {
  const { type, sdl, filters = {}, status, listDoc, files } = definition;
  const { list, one } = fieldNames(definition);
  const filterArgs = Object.entries(filters).map(([name, filterType]) => `, ${name}: ${filterType}`).join('');
  const doc = listDoc ? `"${listDoc.replaceAll('"', '\\"')}"\n    ` : '';
  return (sdl ? recordTypeDefs(type, sdl, definition, status) : '') + (files ? filesSdl(type, files) : '') + /* GraphQL */ `
${pageSdl(type)}
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

function filesFields(type: string, { remove, describe }: RecordFiles): RestFields {
  return {
    [`remove${type}File`]: { route: remove, id: 'file_id', sends: [], answer: deleted },
    ...(describe ? { [`describe${type}File`]: { route: describe, id: 'id', numbers: ['file_id'] } } : {}),
  };
}

/** The record's fields over its REST routes (the adapter's table has every one of them for a RecordRest). */
function generatedFields(definition: RecordResourceDefinition): RestFields {
  const { type, rest, filters = {}, status, files } = definition;
  const { list, one } = fieldNames(definition);
  const route = (name: string) => `${rest}.${name}` as Operation;
  // A status route without `{id}` takes the id in its body (`/agents/status`).
  const statusById = ENDPOINTS[route(status ? 'status' : 'list')].path.includes('{id}');
  return {
    // An `ID` filter travels as a number; a GET list takes its arguments in the query string (agents).
    [list]: { route: route('list'), numbers: Object.keys(filters).filter((name) => filters[name] === 'ID') },
    [one]: { route: route('details'), id: 'id' },
    [`create${type}`]: { route: route('create'), body: 'input' },
    [`update${type}`]: { route: route('update'), id: 'id', body: 'input' },
    [`delete${type}`]: { route: route('delete'), id: 'id', answer: deleted },
    ...(status ? { [`set${type}Status`]: statusById ? { route: route('status'), id: 'id' } : { route: route('status'), numbers: ['id'] } } : {}),
    ...(files ? filesFields(type, files) : {}),
  };
}

/** The gateway resource of a record, generated from its definition (kept on it for the screens' documents). */
export function recordResource<const D extends RecordResourceDefinition>(definition: D): GatewayResource & { definition: D } {
  const { type, status, detailsFromList = true, alsoStale = [], alsoWrites = [], files, extra = {} } = definition;
  const { list, one } = fieldNames(definition);
  return {
    definition,
    typeDefs: `${definition.typeDefs ?? ''}\n${generatedSdl(definition)}`,
    resolvers: (api) => ({ ...restResolvers(api, { ...generatedFields(definition), ...extra.rest }), ...extra.resolvers?.(api) }),
    cache: {
      keys: { [type]: byId, [`${type}Page`]: embedded, ...(files ? { [`${type}File`]: byId } : {}), ...extra.keys },
      queries: { ...(detailsFromList ? { [one]: cachedEntity(type) } : {}), ...extra.queries },
      mutations: {
        ...recordMutations(type, [list, ...alsoStale], {
          create: `create${type}`,
          update: `update${type}`,
          remove: `delete${type}`,
          other: [...(status ? [`set${type}Status`] : []), ...alsoWrites],
        }),
        // The details list the files: refetched after one goes.
        ...(files ? { [`remove${type}File`]: removedFile(type, one) } : {}),
        ...extra.mutations,
      },
    },
  };
}

function removedFile(type: string, one: string): UpdateResolver {
  return (_result, args, cache) => {
    cache.invalidate({ __typename: type, id: String(args.id as string) }, 'files');
    invalidateLists(cache, [one]);
  };
}
