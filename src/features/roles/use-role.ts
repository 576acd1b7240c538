/** One role's details, for the edit form. */
import { gql, useQuery } from 'urql';
import { ROLE_FIELDS, type Role } from './role-fields';

export const ROLE_QUERY = gql`
  query Role($id: ID!) {
    role(id: $id) {
      ...RoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export function useRole(id: string, pause = false) {
  return useQuery<{ role: Role }, { id: string }>({ query: ROLE_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
