/**
 * Customers (spec §7.4): the list with its partner, agent, sales person, status and subscription
 * filters, details (services, add-ons, files, branches), writes, status and file removal and
 * description (src/gateway/record-resource.ts; uploads go through upload.ts), plus the trial extension
 * and the option lists of the forms.
 */
import type { z } from 'zod/mini';
import type { SubscriptionType } from '../../domain/billing';
import type { customerContract } from '../../domain/contracts/customer';
import { RECORD_SDL } from '../generated/record-sdl';
import { guarded } from '../graphql-errors';
import { recordResource } from '../record-resource';
import { byId, embedded, type GatewayContext } from '../resource';
import type { Operation } from '../rest-adapter';

export type CustomerStatus = 'active' | 'inactive' | 'pending';
export type { SubscriptionType };

/** What a create or update sends: the customer contract's input (prices as decimal strings), and on update the revision the edit was made from. */
export type CustomerInput = z.input<typeof customerContract> & { revision?: number };

/** The Query fields answered by one REST route without arguments (option lists and catalogues). */
const LOOKUPS: Readonly<Record<string, Operation>> = {
  customerPartners: 'customers.partners',
  customerSalespersons: 'customers.salespersons',
  customerSubscriptions: 'customers.subscriptions',
  customerServiceCatalogue: 'customers.servicecatalogue',
  customerAddonCatalogue: 'customers.addoncatalogue',
  customerOtherServices: 'customers.otherservices',
  customerPartnerSubscriptions: 'customers.partnersubscriptions',
};

export const customers = recordResource({
  type: 'Customer',
  rest: 'customers',
  sdl: RECORD_SDL.Customer,
  // The record names its partner, agent and sales person, and the details its lines with their names.
  answered: { partner_id: null, agent_id: null, sales_person_id: null, services: null, addons: null },
  fields: /* GraphQL */ `
    partner: CustomerRef
    agent: CustomerRef
    sales_person: CustomerRef
    branch_count: Int!
    user_count: Int!
    "Details only."
    services: [CustomerServiceLine!]
    addons: [CustomerAddonLine!]
    files: [CustomerFile!]
    branches: [CustomerBranch!]`,
  filters: { partner: 'ID', agent: 'ID', sales_person: 'ID', status: 'String', subscription_type: 'String' },
  status: true,
  // Details carry services, add-ons, files and branches a list row lacks.
  detailsFromList: false,
  alsoStale: ['customerPartnerSubscriptions'],
  alsoWrites: ['extendCustomerTrial'],
  files: { remove: 'customers.removefiledata', describe: 'customers.createfiledata', name: 'name' },
  typeDefs: /* GraphQL */ `
  "A partner, agent or sales person named on a customer."
  type CustomerRef {
    id: ID!
    name: String!
  }

  "A service a customer buys, at its price (US dollars, decimal string)."
  type CustomerServiceLine {
    service_id: ID!
    name: String!
    work_type: String!
    price: String!
  }

  "An add-on a customer buys, at its price."
  type CustomerAddonLine {
    added_service_id: ID!
    name: String!
    price: String!
  }

  type CustomerBranch {
    id: ID!
    name: String!
    city: String
    status: String!
    user_count: Int!
  }

  "An option of a customer form or filter; subscription types have text ids."
  type CustomerOption {
    id: ID!
    name: String!
  }

  "A service or add-on of the catalogue, with its list price."
  type CustomerCatalogueItem {
    id: ID!
    name: String!
    work_type: String
    price: String!
  }

  type CustomerSubscriptionCount {
    subscription_type: String!
    customer_count: Int!
  }

  "How many customers of a partner and agent are on each subscription type."
  type CustomerPartnerSubscription {
    partner: CustomerRef!
    agent: CustomerRef
    subscriptions: [CustomerSubscriptionCount!]!
  }

  extend type Query {
    customerServices(id: ID!): [CustomerServiceLine!]!
    customerAddons(id: ID!): [CustomerAddonLine!]!
    customerPartners: [CustomerOption!]!
    customerAgents(partner_id: ID): [CustomerOption!]!
    customerSalespersons: [CustomerOption!]!
    customerSubscriptions: [CustomerOption!]!
    customerServiceCatalogue: [CustomerCatalogueItem!]!
    customerAddonCatalogue: [CustomerCatalogueItem!]!
    customerOtherServices: [CustomerCatalogueItem!]!
    customerPartnerSubscriptions: [CustomerPartnerSubscription!]!
  }

  extend type Mutation {
    extendCustomerTrial(id: ID!, days: Int!): Customer!
  }
`,
  extra: {
    resolvers: (api) => ({
      ...Object.fromEntries(Object.entries(LOOKUPS).map(([field, operation]) => [field, (_args: unknown, { signal }: GatewayContext) => guarded(api.data<unknown>(operation, { signal }))])),
      customerServices: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<unknown[]>('customers.services', { id, signal })),
      customerAddons: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<unknown[]>('customers.addons', { id, signal })),
      customerAgents: ({ partner_id }: { partner_id?: string | null }, { signal }: GatewayContext) =>
        guarded(api.data<unknown>('customers.agents', { body: partner_id ? { partner_id: Number(partner_id) } : {}, signal })),
      extendCustomerTrial: ({ id, days }: { id: string; days: number }, { signal }: GatewayContext) => guarded(api.data<unknown>('customers.extendtrial', { id, body: { days }, signal })),
    }),
    // Refs, lines and options name records of other tables (a partner 1 and an agent 1): kept inside their parent.
    keys: {
      CustomerRef: embedded,
      CustomerServiceLine: embedded,
      CustomerAddonLine: embedded,
      CustomerBranch: byId,
      CustomerOption: embedded,
      CustomerCatalogueItem: embedded,
      CustomerSubscriptionCount: embedded,
      CustomerPartnerSubscription: embedded,
    },
  },
});
