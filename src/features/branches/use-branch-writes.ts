/** Create, update, status change and delete of a branch; the cache refetches the lists (src/gateway/resources/branches.ts). */
import { gql, useMutation } from 'urql';
import type { BranchInput } from '../../gateway/resources/branches';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { BRANCH_FIELDS, type Branch } from './branch-fields';

const CREATE_BRANCH = gql`
  mutation CreateBranch($input: BranchInput!) {
    createBranch(input: $input) {
      ...BranchFields
    }
  }
  ${BRANCH_FIELDS}
`;

const UPDATE_BRANCH = gql`
  mutation UpdateBranch($id: ID!, $input: BranchInput!) {
    updateBranch(id: $id, input: $input) {
      ...BranchFields
    }
  }
  ${BRANCH_FIELDS}
`;

const SET_BRANCH_STATUS = gql`
  mutation SetBranchStatus($id: ID!, $status: String!) {
    setBranchStatus(id: $id, status: $status) {
      ...BranchFields
    }
  }
  ${BRANCH_FIELDS}
`;

const DELETE_BRANCH = gql`
  mutation DeleteBranch($id: ID!) {
    deleteBranch(id: $id) {
      id
      messages
    }
  }
`;

export function useCreateBranch() {
  return useMutation<{ createBranch: Branch }, { input: BranchInput }>(CREATE_BRANCH);
}

export function useUpdateBranch() {
  return useMutation<{ updateBranch: Branch }, { id: string; input: BranchInput }>(UPDATE_BRANCH);
}

export function useSetBranchStatus() {
  return useMutation<{ setBranchStatus: Branch }, { id: string; status: EntityStatus }>(SET_BRANCH_STATUS);
}

export function useDeleteBranch() {
  return useMutation<{ deleteBranch: { id: string; messages: string } }, { id: string }>(DELETE_BRANCH);
}
