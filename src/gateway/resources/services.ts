/**
 * Services (spec §7.10): the list with its status, work-type and software filters, details, writes
 * (administrators), the status change, the add-on options and a service's software.
 */
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

export type EntityStatus = 'active' | 'inactive' | 'pending';
export type WorkType = 'QTO' | 'FTE' | 'Others';

/** A service as the API answers it; `price` is a decimal string in US dollars, e.g. "450.00". */
export interface ServiceRecord {
  id: number;
  name: string;
  work_type: WorkType;
  price: string;
  description: string;
  status: EntityStatus;
  software: { id: number; name: string; vendor: string }[];
  customer_count: number;
  partner_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface ServiceInput {
  name: string;
  work_type: WorkType;
  price: string;
  description?: string;
  software_ids: number[];
  /** On update: the revision the edit was made from. */
  revision?: number;
}

export interface ServiceFilters {
  status?: EntityStatus | null;
  work_type?: WorkType | null;
  software?: number | null;
}

const typeDefs = /* GraphQL */ `
  "A software a service is delivered in."
  type ServiceSoftware {
    id: ID!
    name: String!
    vendor: String!
  }

  type Service {
    id: ID!
    name: String!
    work_type: String!
    "US dollars, a decimal string such as 450.00"
    price: String!
    description: String!
    status: String!
    software: [ServiceSoftware!]!
    customer_count: Int!
    partner_count: Int!
    revision: Int!
    created_at: String!
    updated_at: String!
  }

  type ServicePage {
    data: [Service!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  "An add-on as the forms offer it."
  type AddOnOption {
    id: ID!
    name: String!
    price: String!
  }

  input ServiceInput {
    name: String!
    work_type: String!
    price: String!
    description: String
    software_ids: [Int!]!
    revision: Int
  }

  extend type Query {
    services(pageNumber: Int!, pageSize: Int, search: String, sort: String, status: String, work_type: String, software: Int): ServicePage!
    service(id: ID!): Service!
    "The software a service is delivered in (GET software detail)."
    serviceSoftware(id: ID!): [ServiceSoftware!]!
    "The active add-ons, as options."
    addOnOptions: [AddOnOption!]!
  }

  extend type Mutation {
    createService(input: ServiceInput!): Service!
    updateService(id: ID!, input: ServiceInput!): Service!
    setServiceStatus(id: ID!, status: String!): Service!
    deleteService(id: ID!): DeleteResult!
  }
`;

export const services: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    services: ({ status, work_type, software, ...args }: ListArgs & ServiceFilters, { signal }: GatewayContext) =>
      guarded(api.data<Page<ServiceRecord>>('services.list', { body: listBody(args, { status, work_type, software }), signal })),
    service: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<ServiceRecord>('services.details', { id, signal })),
    serviceSoftware: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<ServiceRecord['software']>('services.softwaredetail', { id, signal })),
    addOnOptions: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<{ id: number; name: string; price: string }[]>('services.addedservices', { signal })),
    createService: ({ input }: { input: ServiceInput }, { signal }: GatewayContext) => guarded(api.data<ServiceRecord>('services.create', { body: input, signal })),
    updateService: ({ id, input }: { id: string; input: ServiceInput }, { signal }: GatewayContext) =>
      guarded(api.data<ServiceRecord>('services.update', { id, body: input, signal })),
    setServiceStatus: ({ id, status }: { id: string; status: EntityStatus }, { signal }: GatewayContext) =>
      guarded(api.data<ServiceRecord>('services.status', { id, body: { status }, signal })),
    deleteService: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('services.delete', { id, signal })) }),
  }),
  cache: {
    keys: { Service: byId, ServicePage: embedded, ServiceSoftware: byId, AddOnOption: byId },
    queries: { service: cachedEntity('Service') },
    mutations: recordMutations('Service', ['services', 'serviceSoftware'], {
      create: 'createService',
      update: 'updateService',
      remove: 'deleteService',
      other: ['setServiceStatus'],
    }),
  },
};
