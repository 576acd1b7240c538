/**
 * Bulk status and bulk delete for every record resource (the server kernel's `bulkstatus` and
 * `bulkdelete` routes): one generic pair of mutations, `bulkStatus(resource, ids, status)` and
 * `bulkDelete(resource, ids)`, answering the server's result per row. BULK_RESOURCES says which
 * resource has which route and which cached lists a bulk change refetches. Projects' lifecycle
 * actions in bulk (`projects/bulkaction`) answer the same way: `bulkProjectAction(ids, action, assignee_id)`.
 */
import type { BulkRowOutcome } from '../../domain/bulk';
import { guarded } from '../graphql-errors';
import { embedded, invalidateLists, type GatewayContext, type GatewayResource } from '../resource';
import { fieldNames, type RecordResourceDefinition } from '../record-resource';
import { ENDPOINTS, type Operation, type RestAdapter } from '../rest-adapter';
import { addedServices } from './added-services';
import { agents } from './agents';
import { branches } from './branches';
import { customers } from './customers';
import { holidays } from './holidays';
import { partners } from './partners';
import { PROJECT_VIEW_QUERIES } from './project-view';
import { roles } from './roles';
import { services } from './services';
import { softwares } from './softwares';
import { users } from './users';

/** The server's answer for one id: done, or refused with the reason the single route would give. */
export interface BulkRowResult {
  id: string;
  result: BulkRowOutcome;
  status: number | null;
  reason: string | null;
}

export interface BulkResult {
  messages: string;
  rows: BulkRowResult[];
}

interface BulkRoutes {
  typename: string;
  status?: Operation;
  remove?: Operation;
  /** Query fields a bulk change refetches: those a single write of the record refetches. */
  lists: readonly string[];
}

const RECORDS = { customers, branches, partners, services, addons: addedServices, softwares, agents, users, roles, holidays };

export type BulkResourceName = keyof typeof RECORDS;

const routeNamed = (name: string): Operation | undefined => (Object.hasOwn(ENDPOINTS, name) ? (name as Operation) : undefined);

/** Each record resource's bulk routes (those of `${rest}.bulkstatus` / `.bulkdelete` the adapter's table has) and lists, from its definition. */
export const BULK_RESOURCES = Object.fromEntries(
  Object.entries(RECORDS).map(([name, { definition }]: [string, { definition: RecordResourceDefinition }]): [string, BulkRoutes] => [
    name,
    { typename: definition.type, status: routeNamed(`${name}.bulkstatus`), remove: routeNamed(`${name}.bulkdelete`), lists: [fieldNames(definition).list, ...(definition.alsoStale ?? [])] },
  ]),
) as Record<BulkResourceName, BulkRoutes>;

const routesOf = (resource: string): BulkRoutes | undefined => (Object.hasOwn(BULK_RESOURCES, resource) ? BULK_RESOURCES[resource as BulkResourceName] : undefined);

interface ServerRow {
  id: number;
  result: BulkRowOutcome;
  status?: number;
  reason?: string;
}

const typeDefs = /* GraphQL */ `
  "One id of a bulk change: done, or refused with the status and reason the single route would give."
  type BulkRowResult {
    id: ID!
    result: BulkRowOutcome!
    status: Int
    reason: String
  }

  type BulkResult {
    messages: String!
    rows: [BulkRowResult!]!
  }

  extend type Mutation {
    "Sets the status of up to 100 records of a resource (customers, branches, partners, ...), each on its own."
    bulkStatus(resource: String!, ids: [ID!]!, status: String!): BulkResult!
    "Deletes up to 100 records of a resource, each with the single delete's checks."
    bulkDelete(resource: String!, ids: [ID!]!): BulkResult!
    "Takes one lifecycle action (ACCEPT, COMPLETE, APPROVE_REOPEN, REJECT_REOPEN, or ASSIGN with assignee_id) on up to 100 projects, each with its single route's checks."
    bulkProjectAction(ids: [ID!]!, action: String!, assignee_id: ID): BulkResult!
  }
`;

async function run(api: RestAdapter, operation: Operation | undefined, body: Record<string, unknown>, signal: AbortSignal): Promise<BulkResult> {
  if (!operation) throw new Error('This list has no such bulk action');
  const envelope = await guarded(api.call<ServerRow[]>(operation, { body, signal }));
  return {
    messages: envelope.messages,
    rows: (envelope.data ?? []).map((row) => ({ id: String(row.id), result: row.result, status: row.status ?? null, reason: row.reason ?? null })),
  };
}

type BulkArgs = { resource: string; ids: string[] };

export const bulk: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    bulkStatus: ({ resource, ids, status }: BulkArgs & { status: string }, { signal }: GatewayContext) =>
      run(api, routesOf(resource)?.status, { ids: ids.map(Number), status }, signal),
    bulkDelete: ({ resource, ids }: BulkArgs, { signal }: GatewayContext) => run(api, routesOf(resource)?.remove, { ids: ids.map(Number) }, signal),
    bulkProjectAction: ({ ids, action, assignee_id }: { ids: string[]; action: string; assignee_id?: string | null }, { signal }: GatewayContext) =>
      run(api, 'projects.bulkaction', { ids: ids.map(Number), action, ...(assignee_id ? { assignee_id: Number(assignee_id) } : {}) }, signal),
  }),
  cache: {
    keys: { BulkResult: embedded, BulkRowResult: embedded },
    mutations: {
      bulkStatus: (_result, args, cache) => invalidateLists(cache, routesOf(String(args.resource))?.lists ?? []),
      bulkDelete: (result, args, cache) => {
        const routes = routesOf(String(args.resource));
        if (!routes) return;
        const rows = (result.bulkDelete as BulkResult | null)?.rows ?? [];
        for (const row of rows) if (row.result === 'done') cache.invalidate({ __typename: routes.typename, id: row.id });
        invalidateLists(cache, routes.lists);
      },
      bulkProjectAction: (_result, _args, cache) => invalidateLists(cache, [...PROJECT_VIEW_QUERIES, 'projects']),
    },
  },
};
