/** Creates a role; the cache refetches the roles lists (src/gateway/cache.ts). */
import { gql, useMutation } from 'urql';
import { ROLE_FIELDS, type Role, type RoleInput } from './role-fields';

export const CREATE_ROLE = gql`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      ...RoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export function useCreateRole() {
  return useMutation<{ createRole: Role }, { input: RoleInput }>(CREATE_ROLE);
}
