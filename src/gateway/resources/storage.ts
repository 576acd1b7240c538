/**
 * Manage Storage and Manage Approvals (spec §7.11): usage per customer, a customer's files, deleting
 * them, storage requests, their approval listing and decisions, and the decision email's status.
 * Storage files are keyed by their `project-<id>` / `customer-<id>` id.
 */
import { ANSWER_SDL } from '../generated/answer-sdl';
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, listBody, pageSdl, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';
import type { StorageFileAnswer, StorageRequest, StorageRequestInput, StorageUsageAnswer } from '../../domain/contracts/storage';

export type { StorageEmailStatus, StorageRequestInput, StorageRequestStatus } from '../../domain/contracts/storage';

const typeDefs = /* GraphQL */ `
${ANSWER_SDL.storage}
${pageSdl('StorageUsage')}
  type StorageRequestPage {
    data: [StorageRequest!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  input StorageRequestInput {
    customer_id: Int
    requested_mb: Int!
    reason: String!
  }

  extend type Query {
    storageUsage(pageNumber: Int!, pageSize: Int, search: String): StorageUsagePage!
    "The files of the customer named \`name\`, with its usage."
    storageFiles(name: String!, pageNumber: Int!, pageSize: Int, search: String, sort: String): StorageFileDetails!
    storageApprovals(customer_id: String, partner: String, status: String, page_number: Int!): StorageRequestPage!
  }

  extend type Mutation {
    "Deletes the files: one through /storage/delete, several through /storage/removemultifile."
    removeStorageFiles(ids: [String!]!): StorageRemoved!
    requestStorage(input: StorageRequestInput!): StorageRequest!
    decideStorageRequest(id: ID!, approve: Boolean!, note: String): StorageRequest!
    resendStorageEmail(id: ID!): StorageRequest!
  }
`;

type Ctx = GatewayContext;

interface ApprovalArgs {
  customer_id?: string | null;
  partner?: string | null;
  status?: string | null;
  page_number: number;
}

/** The GET query of the approvals listing, empty filters left out. */
function approvalQuery({ customer_id, partner, status, page_number }: ApprovalArgs): Record<string, string | number> {
  const query: Record<string, string | number> = { page_number };
  if (customer_id) query.customer_id = customer_id;
  if (partner) query.partner = partner;
  if (status) query.status = status;
  return query;
}

const STORAGE_LISTS = ['storageUsage', 'storageFiles'] as const;
const APPROVAL_LISTS = ['storageApprovals', 'storageUsage'] as const;

export const storage: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    storageUsage: (args: ListArgs, { signal }: Ctx) => guarded(api.data<Page<StorageUsageAnswer>>('storage.list', { body: listBody(args), signal })),
    storageFiles: ({ name, ...args }: ListArgs & { name: string }, { signal }: Ctx) =>
      guarded(api.data<Page<StorageFileAnswer> & { customer: StorageUsageAnswer }>('storage.filedetails', { body: listBody(args, { name }), signal })),
    storageApprovals: (args: ApprovalArgs, { signal }: Ctx) => guarded(api.data<Page<StorageRequest>>('storage.approvals', { query: approvalQuery(args), signal })),
    removeStorageFiles: ({ ids }: { ids: string[] }, { signal }: Ctx) =>
      guarded(ids.length === 1 ? api.data('storage.delete', { id: ids[0], signal }) : api.data('storage.removemultifile', { body: { ids }, signal })),
    requestStorage: ({ input }: { input: StorageRequestInput }, { signal }: Ctx) =>
      guarded(
        api.data<StorageRequest>('storage.request', {
          body: { requested_mb: input.requested_mb, reason: input.reason, ...(input.customer_id ? { customer_id: input.customer_id } : {}) },
          signal,
        }),
      ),
    decideStorageRequest: ({ id, approve, note }: { id: string; approve: boolean; note?: string | null }, { signal }: Ctx) =>
      guarded(api.data<StorageRequest>('storage.approve', { body: { id: Number(id), approve, ...(note ? { note } : {}) }, signal })),
    resendStorageEmail: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<StorageRequest>('storage.emailstatus', { body: { id: Number(id) }, signal })),
  }),
  cache: {
    keys: {
      StoragePendingRequest: embedded,
      StorageUsage: embedded,
      StorageUsagePage: embedded,
      StorageFileProject: embedded,
      StorageFile: byId,
      StorageFileDetails: embedded,
      StorageRemoved: embedded,
      StorageRequest: byId,
      StorageRequestPage: embedded,
    },
    mutations: {
      removeStorageFiles: (_result, _args, cache) => invalidateLists(cache, STORAGE_LISTS),
      requestStorage: (_result, _args, cache) => invalidateLists(cache, APPROVAL_LISTS),
      decideStorageRequest: (_result, _args, cache) => invalidateLists(cache, APPROVAL_LISTS),
      resendStorageEmail: () => undefined,
    },
  },
};
