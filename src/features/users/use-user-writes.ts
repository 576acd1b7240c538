/** Create, update, status change and delete of a user; the cache refetches the lists (src/gateway/resources/users.ts). */
import { gql, useMutation } from 'urql';
import type { UserInput } from '../../gateway/resources/users';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { USER_FIELDS, type User } from './user-fields';

const CREATE_USER = gql`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      ...UserFields
    }
  }
  ${USER_FIELDS}
`;

const UPDATE_USER = gql`
  mutation UpdateUser($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      ...UserFields
    }
  }
  ${USER_FIELDS}
`;

const SET_USER_STATUS = gql`
  mutation SetUserStatus($id: ID!, $status: String!) {
    setUserStatus(id: $id, status: $status) {
      ...UserFields
    }
  }
  ${USER_FIELDS}
`;

const DELETE_USER = gql`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
      messages
    }
  }
`;

export function useCreateUser() {
  return useMutation<{ createUser: User }, { input: UserInput }>(CREATE_USER);
}

export function useUpdateUser() {
  return useMutation<{ updateUser: User }, { id: string; input: UserInput }>(UPDATE_USER);
}

export function useSetUserStatus() {
  return useMutation<{ setUserStatus: User }, { id: string; status: EntityStatus }>(SET_USER_STATUS);
}

export function useDeleteUser() {
  return useMutation<{ deleteUser: { id: string; messages: string } }, { id: string }>(DELETE_USER);
}
