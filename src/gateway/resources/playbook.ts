/** The customer playbook (issue 6 item 7): read one customer's (own, or by id for staff) and the customer admin's save. */
import { useMutation, useQuery } from 'urql';
import type { Playbook as PlaybookAnswer, PlaybookInput } from '../../domain/contracts/playbook';
import { graphql, type ResultOf } from '../graphql';
import { guarded } from '../graphql-errors';
import { embedded, invalidateLists, type GatewayContext, type GatewayResource } from '../resource';

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
      guarded(api.data<PlaybookAnswer>('playbook.details', { body: customer_id ? { customer_id } : {}, signal })),
    updatePlaybook: ({ input }: { input: PlaybookInput }, { signal }: GatewayContext) => guarded(api.data<PlaybookAnswer>('playbook.update', { body: input, signal })),
  }),
  cache: {
    keys: { Playbook: embedded, PlaybookRef: embedded, PlaybookContact: embedded },
    mutations: { updatePlaybook: (_result, _args, cache) => invalidateLists(cache, ['playbook']) },
  },
};

const PLAYBOOK_FIELDS = graphql(`
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
`);

/** A playbook as the screens read it. */
export type Playbook = ResultOf<typeof PLAYBOOK_FIELDS>;

export const PLAYBOOK_QUERY = graphql(
  `
  query Playbook($customer_id: Int) {
    playbook(customer_id: $customer_id) {
      ...PlaybookFields
    }
  }
`,
  [PLAYBOOK_FIELDS],
);

export const UPDATE_PLAYBOOK = graphql(
  `
  mutation UpdatePlaybook($input: PlaybookInput!) {
    updatePlaybook(input: $input) {
      ...PlaybookFields
    }
  }
`,
  [PLAYBOOK_FIELDS],
);

/** The playbook of the caller's customer (customer_id left out) or of a customer (staff); `pause` skips the call. */
export function usePlaybook(customerId: number | undefined, pause = false) {
  return useQuery({ query: PLAYBOOK_QUERY, variables: customerId ? { customer_id: customerId } : {}, pause });
}

export function useUpdatePlaybook() {
  return useMutation(UPDATE_PLAYBOOK);
}
