/** Deletes a role; the cache drops the entity and refetches the lists (src/gateway/cache.ts). */
import { gql, useMutation } from 'urql';

export const DELETE_ROLE = gql`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) {
      id
      messages
    }
  }
`;

export function useDeleteRole() {
  return useMutation<{ deleteRole: { id: string; messages: string } }, { id: string }>(DELETE_ROLE);
}
