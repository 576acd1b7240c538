/** The customer playbook (issue 6 item 7): read one customer's (own, or by id for staff) and the customer admin's save. */
import { gql, useMutation, useQuery } from 'urql';
import type { Playbook, PlaybookInput } from '../../domain/contracts/playbook';
import { guarded } from '../graphql-errors';
import { embedded, invalidateLists, type GatewayContext, type GatewayResource } from '../resource';

export type { Playbook, PlaybookInput };

const typeDefs = /* GraphQL */ `
  type PlaybookRef {
    id: Int!
    name: String!
  }

  type PlaybookContact {
    name: String!
    role: String!
    email: String!
    phone: String!
  }

  type Playbook {
    customer: PlaybookRef!
    preferred_software: [PlaybookRef!]!
    deliverable_formats: [String!]!
    contacts: [PlaybookContact!]!
    standards: String!
    instructions: String!
    revision: Int!
    updated_at: String
    updated_by: PlaybookRef
    can_edit: Boolean!
  }

  input PlaybookContactInput {
    name: String!
    role: String!
    email: String!
    phone: String!
  }

  input PlaybookInput {
    preferred_software_ids: [Int!]!
    deliverable_formats: [String!]!
    contacts: [PlaybookContactInput!]!
    standards: String!
    instructions: String!
    revision: Int!
  }

  extend type Query {
    "The caller's customer's playbook; staff name the customer."
    playbook(customer_id: Int): Playbook!
  }

  extend type Mutation {
    updatePlaybook(input: PlaybookInput!): Playbook!
  }
`;

export const playbook: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    playbook: ({ customer_id }: { customer_id?: number | null }, { signal }: GatewayContext) =>
      guarded(api.data<Playbook>('playbook.details', { body: customer_id ? { customer_id } : {}, signal })),
    updatePlaybook: ({ input }: { input: PlaybookInput }, { signal }: GatewayContext) => guarded(api.data<Playbook>('playbook.update', { body: input, signal })),
  }),
  cache: {
    keys: { Playbook: embedded, PlaybookRef: embedded, PlaybookContact: embedded },
    mutations: { updatePlaybook: (_result, _args, cache) => invalidateLists(cache, ['playbook']) },
  },
};

const PLAYBOOK_FIELDS = gql`
  fragment PlaybookFields on Playbook {
    customer {
      id
      name
    }
    preferred_software {
      id
      name
    }
    deliverable_formats
    contacts {
      name
      role
      email
      phone
    }
    standards
    instructions
    revision
    updated_at
    updated_by {
      id
      name
    }
    can_edit
  }
`;

export const PLAYBOOK_QUERY = gql`
  query Playbook($customer_id: Int) {
    playbook(customer_id: $customer_id) {
      ...PlaybookFields
    }
  }
  ${PLAYBOOK_FIELDS}
`;

export const UPDATE_PLAYBOOK = gql`
  mutation UpdatePlaybook($input: PlaybookInput!) {
    updatePlaybook(input: $input) {
      ...PlaybookFields
    }
  }
  ${PLAYBOOK_FIELDS}
`;

/** The playbook of the caller's customer (customer_id left out) or of a customer (staff); `pause` skips the call. */
export function usePlaybook(customerId: number | undefined, pause = false) {
  return useQuery<{ playbook: Playbook }, { customer_id?: number }>({ query: PLAYBOOK_QUERY, variables: customerId ? { customer_id: customerId } : {}, pause });
}

export function useUpdatePlaybook() {
  return useMutation<{ updatePlaybook: Playbook }, { input: PlaybookInput }>(UPDATE_PLAYBOOK);
}
