/** Updates a role; the answer updates the cached entity and the lists refetch (src/gateway/cache.ts). */
import { gql, useMutation } from 'urql';
import { ROLE_FIELDS, type Role, type RoleInput } from './role-fields';

export const UPDATE_ROLE = gql`
  mutation UpdateRole($id: ID!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      ...RoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export function useUpdateRole() {
  return useMutation<{ updateRole: Role }, { id: string; input: RoleInput }>(UPDATE_ROLE);
}
