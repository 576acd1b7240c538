/**
 * Services (spec §7.10): the list with its status, work-type and software filters, details, writes
 * (administrators) and the status change (src/gateway/record-resource.ts), plus the add-on options and
 * a service's software.
 */
import { RECORD_SDL } from '../generated/record-sdl';
import { byId } from '../resource';
import { recordResource } from '../record-resource';

export const services = recordResource({
  type: 'Service',
  rest: 'services',
  sdl: RECORD_SDL.Service,
  // The record names its software; the ids are what a write sends.
  answered: { software_ids: null },
  fields: /* GraphQL */ `
    software: [ServiceSoftware!]!
    customer_count: Int!
    partner_count: Int!`,
  filters: { status: 'String', work_type: 'String', software: 'Int' },
  status: true,
  alsoStale: ['serviceSoftware'],
  typeDefs: /* GraphQL */ `
    "A software a service is delivered in."
    type ServiceSoftware {
      id: ID!
      name: String!
      vendor: String!
    }

    "An add-on as the forms offer it."
    type AddOnOption {
      id: ID!
      name: String!
      price: String!
    }

    extend type Query {
      "The software a service is delivered in (GET software detail)."
      serviceSoftware(id: ID!): [ServiceSoftware!]!
      "The active add-ons, as options."
      addOnOptions: [AddOnOption!]!
    }
  `,
  extra: {
    rest: { serviceSoftware: { route: 'services.softwaredetail', id: 'id' }, addOnOptions: 'services.addedservices' },
    keys: { ServiceSoftware: byId, AddOnOption: byId },
  },
});
