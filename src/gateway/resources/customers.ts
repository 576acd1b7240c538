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
import { recordResource } from '../record-resource';
import { byId, embedded } from '../resource';

export type { SubscriptionType };

/** What a create or update sends: the customer contract's input (prices as decimal strings), and on update the revision the edit was made from. */
export type CustomerInput = z.input<typeof customerContract> & { revision?: number };

export const customers = recordResource({
  type: 'Customer',
  rest: 'customers',
  sdl: RECORD_SDL.Customer,
  // The record names its partner, agent and sales person, and the details its lines with their names.
  answered: { partner_id: null, agent_id: null, sales_person_id: null, services: null, addons: null },
  fields: /* GraphQL */ `
    partner: NamedRef
    agent: NamedRef
    sales_person: NamedRef
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
    status: EntityStatus!
    user_count: Int!
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
    partner: NamedRef!
    agent: NamedRef
    subscriptions: [CustomerSubscriptionCount!]!
  }

  extend type Query {
    customerServices(id: ID!): [CustomerServiceLine!]!
    customerAddons(id: ID!): [CustomerAddonLine!]!
    customerPartners: [NamedRef!]!
    customerAgents(partner_id: ID): [NamedRef!]!
    customerSalespersons: [NamedRef!]!
    customerSubscriptions: [NamedRef!]!
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
    rest: {
      customerServices: { route: 'customers.services', id: 'id' },
      customerAddons: { route: 'customers.addons', id: 'id' },
      customerPartners: 'customers.partners',
      customerAgents: { route: 'customers.agents', numbers: ['partner_id'] },
      customerSalespersons: 'customers.salespersons',
      customerSubscriptions: 'customers.subscriptions',
      customerServiceCatalogue: 'customers.servicecatalogue',
      customerAddonCatalogue: 'customers.addoncatalogue',
      customerOtherServices: 'customers.otherservices',
      customerPartnerSubscriptions: 'customers.partnersubscriptions',
      extendCustomerTrial: { route: 'customers.extendtrial', id: 'id' },
    },
    // Lines and options name records of other tables (a partner 1 and an agent 1): kept inside their parent.
    keys: {
      CustomerServiceLine: embedded,
      CustomerAddonLine: embedded,
      CustomerBranch: byId,
      CustomerCatalogueItem: embedded,
      CustomerSubscriptionCount: embedded,
      CustomerPartnerSubscription: embedded,
    },
  },
});
