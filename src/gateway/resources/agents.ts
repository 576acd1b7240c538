/**
 * Agents (spec §7.5): the GET list with its partner and status filters, GET details with files,
 * writes, the status change (`/agents/status` with `{ id, status }`), the options the form offers,
 * an agent's partner subscriptions and file removal.
 */
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

export type AgentStatus = 'active' | 'inactive' | 'pending';

export interface AgentRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  partner_id: number | null;
  partner_name: string | null;
  commission_percent: number | null;
  status: AgentStatus;
  customer_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface AgentInput {
  name: string;
  email: string;
  phone?: string | null;
  partner_id?: number | null;
  commission_percent?: string | null;
  status?: AgentStatus | null;
  /** On update: the revision the edit was made from. */
  revision?: number | null;
}

const typeDefs = /* GraphQL */ `
  type AgentFile {
    id: ID!
    original_name: String!
    mime_type: String!
    size_bytes: Int!
    description: String!
    created_at: String!
  }

  type Agent {
    id: ID!
    name: String!
    email: String!
    phone: String
    partner_id: Int
    partner_name: String
    "Percent, up to 2 decimals"
    commission_percent: Float
    status: String!
    customer_count: Int!
    revision: Int!
    created_at: String!
    updated_at: String!
    "Details only."
    files: [AgentFile!]
  }

  type AgentPage {
    data: [Agent!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type AgentOption {
    id: ID!
    name: String!
  }

  type AgentSubscriptionCount {
    subscription_type: String!
    customer_count: Int!
  }

  "An agent's partner, commission and the subscription types of its customers."
  type AgentPartnerSubscriptions {
    agent_id: Int!
    partner: AgentOption
    commission_percent: Float
    subscriptions: [AgentSubscriptionCount!]!
  }

  input AgentInput {
    name: String!
    email: String!
    phone: String
    partner_id: Int
    commission_percent: String
    status: String
    revision: Int
  }

  extend type Query {
    agents(pageNumber: Int!, pageSize: Int, search: String, sort: String, partner: Int, status: String): AgentPage!
    agent(id: ID!): Agent!
    "The agents in scope as options, of one partner when given."
    agentOptions(partner: Int): [AgentOption!]!
    "The partners the caller may put an agent under."
    agentPartnerOptions: [AgentOption!]!
    agentPartnerSubscriptions(agent_id: Int!): AgentPartnerSubscriptions!
    agentSoftwareOptions(service_id: Int!): [AgentOption!]!
  }

  extend type Mutation {
    createAgent(input: AgentInput!): Agent!
    updateAgent(id: ID!, input: AgentInput!): Agent!
    deleteAgent(id: ID!): DeleteResult!
    setAgentStatus(id: ID!, status: String!): Agent!
    removeAgentFile(id: ID!, file_id: ID!): DeleteResult!
  }
`;

type Option = { id: number; name: string };
type AgentListArgs = ListArgs & { partner?: number | null; status?: string | null };

/** The GET list's query string: only the parameters that are set. */
function listQuery({ pageNumber, pageSize, search, sort, partner, status }: AgentListArgs): Record<string, string | number | undefined> {
  return { pageNumber, pageSize: pageSize ?? undefined, search: search || undefined, sort: sort || undefined, partner: partner ?? undefined, status: status || undefined };
}

export const agents: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    agents: (args: AgentListArgs, { signal }: GatewayContext) => guarded(api.data<Page<AgentRecord>>('agents.list', { query: listQuery(args), signal })),
    agent: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<AgentRecord>('agents.details', { id, signal })),
    agentOptions: ({ partner }: { partner?: number | null }, { signal }: GatewayContext) =>
      guarded(api.data<Option[]>('agents.bypartner', { query: { partner: partner ?? undefined }, signal })),
    agentPartnerOptions: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<Option[]>('agents.partners', { signal })),
    agentPartnerSubscriptions: ({ agent_id }: { agent_id: number }, { signal }: GatewayContext) =>
      guarded(api.data<unknown>('agents.partnersubscriptions', { body: { agent_id }, signal })),
    agentSoftwareOptions: ({ service_id }: { service_id: number }, { signal }: GatewayContext) =>
      guarded(api.data<Option[]>('agents.softwaresbyservice', { body: { service_id }, signal })),
    createAgent: ({ input }: { input: AgentInput }, { signal }: GatewayContext) => guarded(api.data<AgentRecord>('agents.create', { body: input, signal })),
    updateAgent: ({ id, input }: { id: string; input: AgentInput }, { signal }: GatewayContext) => guarded(api.data<AgentRecord>('agents.update', { id, body: input, signal })),
    deleteAgent: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('agents.delete', { id, signal })) }),
    setAgentStatus: ({ id, status }: { id: string; status: AgentStatus }, { signal }: GatewayContext) =>
      guarded(api.data<AgentRecord>('agents.status', { body: { id: Number(id), status }, signal })),
    removeAgentFile: async ({ file_id }: { id: string; file_id: string }, { signal }: GatewayContext) => ({
      id: file_id,
      messages: await guarded(api.messages('agents.removefile', { id: file_id, signal })),
    }),
  }),
  cache: {
    // Options and subscription counts name records of other tables: kept inside their parent.
    keys: { Agent: byId, AgentPage: embedded, AgentFile: byId, AgentOption: embedded, AgentSubscriptionCount: embedded, AgentPartnerSubscriptions: embedded },
    mutations: {
      ...recordMutations('Agent', ['agents', 'agentOptions', 'agentPartnerSubscriptions'], {
        create: 'createAgent',
        update: 'updateAgent',
        remove: 'deleteAgent',
        other: ['setAgentStatus'],
      }),
      removeAgentFile: (_result, args, cache) => {
        cache.invalidate({ __typename: 'Agent', id: String(args.id as string) }, 'files');
        invalidateLists(cache, ['agent']);
      },
    },
  },
};
