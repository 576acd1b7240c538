/**
 * Agents (spec §7.5): the GET list with its partner and status filters, GET details with files,
 * writes, the status change (`/agents/status` with `{ id, status }`) and file removal
 * (src/gateway/record-resource.ts), plus the options the form offers and an agent's partner
 * subscriptions.
 */
import { RECORD_SDL } from '../generated/record-sdl';
import { guarded } from '../graphql-errors';
import { recordResource } from '../record-resource';
import { embedded, type GatewayContext } from '../resource';

type Option = { id: number; name: string };

export const agents = recordResource({
  type: 'Agent',
  rest: 'agents',
  sdl: RECORD_SDL.Agent,
  // A write sends the percent as text or a number; the record answers a number.
  answered: { commission_percent: 'Float' },
  fields: /* GraphQL */ `
    partner_name: String
    customer_count: Int!
    "Details only."
    files: [AgentFile!]`,
  filters: { partner: 'Int', status: 'String' },
  status: true,
  // Details carry files a list row lacks.
  detailsFromList: false,
  alsoStale: ['agentOptions', 'agentPartnerSubscriptions'],
  files: { remove: 'agents.removefile' },
  typeDefs: /* GraphQL */ `
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

  extend type Query {
    "The agents in scope as options, of one partner when given."
    agentOptions(partner: Int): [AgentOption!]!
    "The partners the caller may put an agent under."
    agentPartnerOptions: [AgentOption!]!
    agentPartnerSubscriptions(agent_id: Int!): AgentPartnerSubscriptions!
    agentSoftwareOptions(service_id: Int!): [AgentOption!]!
  }
`,
  extra: {
    resolvers: (api) => ({
      agentOptions: ({ partner }: { partner?: number | null }, { signal }: GatewayContext) => guarded(api.data<Option[]>('agents.bypartner', { query: { partner: partner ?? undefined }, signal })),
      agentPartnerOptions: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<Option[]>('agents.partners', { signal })),
      agentPartnerSubscriptions: ({ agent_id }: { agent_id: number }, { signal }: GatewayContext) => guarded(api.data<unknown>('agents.partnersubscriptions', { body: { agent_id }, signal })),
      agentSoftwareOptions: ({ service_id }: { service_id: number }, { signal }: GatewayContext) => guarded(api.data<Option[]>('agents.softwaresbyservice', { body: { service_id }, signal })),
    }),
    // Options and subscription counts name records of other tables: kept inside their parent.
    keys: { AgentOption: embedded, AgentSubscriptionCount: embedded, AgentPartnerSubscriptions: embedded },
  },
});
