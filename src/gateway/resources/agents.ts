/**
 * Agents (spec §7.5): the GET list with its partner and status filters, GET details with files,
 * writes, the status change (`/agents/status` with `{ id, status }`) and file removal
 * (src/gateway/record-resource.ts), plus the options the form offers and an agent's partner
 * subscriptions.
 */
import { RECORD_SDL } from '../generated/record-sdl';
import { recordResource } from '../record-resource';
import { embedded } from '../resource';

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
  type AgentSubscriptionCount {
    subscription_type: String!
    customer_count: Int!
  }

  "An agent's partner, commission and the subscription types of its customers."
  type AgentPartnerSubscriptions {
    agent_id: Int!
    partner: NamedRef
    commission_percent: Float
    subscriptions: [AgentSubscriptionCount!]!
  }

  extend type Query {
    "The agents in scope as options, of one partner when given."
    agentOptions(partner: Int): [NamedRef!]!
    "The partners the caller may put an agent under."
    agentPartnerOptions: [NamedRef!]!
    agentPartnerSubscriptions(agent_id: Int!): AgentPartnerSubscriptions!
    agentSoftwareOptions(service_id: Int!): [NamedRef!]!
  }
`,
  extra: {
    rest: {
      agentOptions: 'agents.bypartner',
      agentPartnerOptions: 'agents.partners',
      agentPartnerSubscriptions: 'agents.partnersubscriptions',
      agentSoftwareOptions: 'agents.softwaresbyservice',
    },
    // Subscription counts name records of other tables: kept inside their parent.
    keys: { AgentSubscriptionCount: embedded, AgentPartnerSubscriptions: embedded },
  },
});
