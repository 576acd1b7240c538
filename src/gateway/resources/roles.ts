/** Roles (spec §7.3): the list, details and writes (src/gateway/record-resource.ts). */
import { recordResource } from '../record-resource';

export const roles = recordResource({
  type: 'Role',
  rest: 'roles',
  typeDefs: /* GraphQL */ `
    "A role, e.g. Administrator with permissions such as Role.view and the number of its users."
    type Role {
      id: ID!
      name: String!
      description: String!
      permissions: [String!]!
      user_count: Int!
      revision: Int!
      created_at: String!
      updated_at: String!
    }

    input RoleInput {
      name: String!
      description: String
      permissions: [String!]!
      revision: Int
    }
  `,
});
