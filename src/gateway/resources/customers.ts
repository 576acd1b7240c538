/**
 * Customers (spec §7.4): the list with its partner, agent, sales person, status and subscription
 * filters, details (services, add-ons, files, branches), writes, status, trial extension, file
 * description and removal (uploads go through upload.ts), and the option lists of the forms.
 */
import type { z } from 'zod';
import type { SubscriptionType } from '../../domain/billing';
import type { customerContract } from '../../domain/contracts/customer';
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

export type CustomerStatus = 'active' | 'inactive' | 'pending';
export type { SubscriptionType };

export interface CustomerRef {
  id: number;
  name: string;
}

/** A customer as the API answers it; details add services, addons, files and branches. */
export interface CustomerRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  partner: CustomerRef | null;
  agent: CustomerRef | null;
  sales_person: CustomerRef | null;
  subscription_type: SubscriptionType;
  status: CustomerStatus;
  /** YYYY-MM-DD, for trials. */
  trial_end: string | null;
  storage_quota_mb: number;
  branch_count: number;
  user_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** What a create or update sends: the customer contract's input (prices as decimal strings), and on update the revision the edit was made from. */
export type CustomerInput = z.input<typeof customerContract> & { revision?: number };

export interface CustomerFilters {
  partner?: string | null;
  agent?: string | null;
  sales_person?: string | null;
  status?: CustomerStatus | null;
  subscription_type?: SubscriptionType | null;
}

const typeDefs = /* GraphQL */ `
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

  type CustomerFile {
    id: ID!
    name: String!
    mime_type: String!
    size_bytes: Int!
    description: String!
    created_at: String!
  }

  type CustomerBranch {
    id: ID!
    name: String!
    city: String
    status: String!
    user_count: Int!
  }

  type Customer {
    id: ID!
    name: String!
    email: String!
    phone: String
    website: String
    address: String
    partner: CustomerRef
    agent: CustomerRef
    sales_person: CustomerRef
    subscription_type: String!
    status: String!
    "YYYY-MM-DD"
    trial_end: String
    storage_quota_mb: Int!
    branch_count: Int!
    user_count: Int!
    revision: Int!
    created_at: String!
    updated_at: String!
    "Details only."
    services: [CustomerServiceLine!]
    addons: [CustomerAddonLine!]
    files: [CustomerFile!]
    branches: [CustomerBranch!]
  }

  type CustomerPage {
    data: [Customer!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
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

  input CustomerServiceLineInput {
    service_id: Int!
    price: String!
  }

  input CustomerAddonLineInput {
    added_service_id: Int!
    price: String!
  }

  input CustomerInput {
    name: String!
    email: String!
    phone: String
    website: String
    address: String
    partner_id: Int
    agent_id: Int
    sales_person_id: Int
    subscription_type: String!
    status: String
    trial_end: String
    storage_quota_mb: Int
    services: [CustomerServiceLineInput!]
    addons: [CustomerAddonLineInput!]
    revision: Int
  }

  extend type Query {
    customers(pageNumber: Int!, pageSize: Int, search: String, sort: String, partner: ID, agent: ID, sales_person: ID, status: String, subscription_type: String): CustomerPage!
    customer(id: ID!): Customer!
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
    createCustomer(input: CustomerInput!): Customer!
    updateCustomer(id: ID!, input: CustomerInput!): Customer!
    deleteCustomer(id: ID!): DeleteResult!
    setCustomerStatus(id: ID!, status: String!): Customer!
    extendCustomerTrial(id: ID!, days: Int!): Customer!
    describeCustomerFile(id: ID!, file_id: ID!, description: String!): CustomerFile!
    removeCustomerFile(id: ID!, file_id: ID!): DeleteResult!
  }
`;

type Option = { id: number | string; name: string };
type Catalogue = { id: number; name: string; work_type?: string; price: string };
const numberOrNothing = (id: string | null | undefined) => (id ? Number(id) : undefined);

const LISTS = ['customers', 'customerPartnerSubscriptions'] as const;

export const customers: GatewayResource = {
  typeDefs,
  resolvers: (api) => {
    const options = (operation: Parameters<typeof api.data>[0], body?: object) => (_args: unknown, { signal }: GatewayContext) =>
      guarded(api.data<Option[]>(operation, { ...(body ? { body } : {}), signal }));
    return {
      customers: ({ partner, agent, sales_person, status, subscription_type, ...args }: ListArgs & CustomerFilters, { signal }: GatewayContext) =>
        guarded(
          api.data<Page<CustomerRecord>>('customers.list', {
            body: listBody(args, { partner: numberOrNothing(partner), agent: numberOrNothing(agent), sales_person: numberOrNothing(sales_person), status, subscription_type }),
            signal,
          }),
        ),
      customer: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<CustomerRecord>('customers.details', { id, signal })),
      customerServices: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<unknown[]>('customers.services', { id, signal })),
      customerAddons: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<unknown[]>('customers.addons', { id, signal })),
      customerPartners: options('customers.partners'),
      customerAgents: ({ partner_id }: { partner_id?: string | null }, { signal }: GatewayContext) =>
        guarded(api.data<Option[]>('customers.agents', { body: partner_id ? { partner_id: Number(partner_id) } : {}, signal })),
      customerSalespersons: options('customers.salespersons'),
      customerSubscriptions: options('customers.subscriptions'),
      customerServiceCatalogue: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<Catalogue[]>('customers.servicecatalogue', { signal })),
      customerAddonCatalogue: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<Catalogue[]>('customers.addoncatalogue', { signal })),
      customerOtherServices: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<Catalogue[]>('customers.otherservices', { signal })),
      customerPartnerSubscriptions: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<unknown[]>('customers.partnersubscriptions', { signal })),
      createCustomer: ({ input }: { input: CustomerInput }, { signal }: GatewayContext) => guarded(api.data<CustomerRecord>('customers.create', { body: input, signal })),
      updateCustomer: ({ id, input }: { id: string; input: CustomerInput }, { signal }: GatewayContext) =>
        guarded(api.data<CustomerRecord>('customers.update', { id, body: input, signal })),
      deleteCustomer: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('customers.delete', { id, signal })) }),
      setCustomerStatus: ({ id, status }: { id: string; status: CustomerStatus }, { signal }: GatewayContext) =>
        guarded(api.data<CustomerRecord>('customers.status', { id, body: { status }, signal })),
      extendCustomerTrial: ({ id, days }: { id: string; days: number }, { signal }: GatewayContext) =>
        guarded(api.data<CustomerRecord>('customers.extendtrial', { id, body: { days }, signal })),
      describeCustomerFile: ({ id, file_id, description }: { id: string; file_id: string; description: string }, { signal }: GatewayContext) =>
        guarded(api.data<unknown>('customers.createfiledata', { id, body: { file_id: Number(file_id), description }, signal })),
      removeCustomerFile: async ({ file_id }: { id: string; file_id: string }, { signal }: GatewayContext) => ({
        id: file_id,
        messages: await guarded(api.messages('customers.removefiledata', { id: file_id, signal })),
      }),
    };
  },
  cache: {
    // Refs, lines and options name records of other tables (a partner 1 and an agent 1): kept inside their parent.
    keys: {
      Customer: byId,
      CustomerPage: embedded,
      CustomerRef: embedded,
      CustomerServiceLine: embedded,
      CustomerAddonLine: embedded,
      CustomerFile: byId,
      CustomerBranch: byId,
      CustomerOption: embedded,
      CustomerCatalogueItem: embedded,
      CustomerSubscriptionCount: embedded,
      CustomerPartnerSubscription: embedded,
    },
    mutations: {
      ...recordMutations('Customer', LISTS, { create: 'createCustomer', update: 'updateCustomer', remove: 'deleteCustomer', other: ['setCustomerStatus', 'extendCustomerTrial'] }),
      // The customer's details list its files: refetched after one goes.
      removeCustomerFile: (_result, args, cache) => {
        cache.invalidate({ __typename: 'Customer', id: String(args.id as string) }, 'files');
        invalidateLists(cache, ['customer']);
      },
    },
  },
};
