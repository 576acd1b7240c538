/** Create, update, status change and delete of a software; the cache refetches the lists (src/gateway/resources/softwares.ts). */
import { gql, useMutation } from 'urql';
import { SOFTWARE_FIELDS, type Software, type SoftwareInput } from './software-fields';

export const CREATE_SOFTWARE = gql`
  mutation CreateSoftware($input: SoftwareInput!) {
    createSoftware(input: $input) {
      ...SoftwareFields
    }
  }
  ${SOFTWARE_FIELDS}
`;

export const UPDATE_SOFTWARE = gql`
  mutation UpdateSoftware($id: ID!, $input: SoftwareInput!) {
    updateSoftware(id: $id, input: $input) {
      ...SoftwareFields
    }
  }
  ${SOFTWARE_FIELDS}
`;

export const SET_SOFTWARE_STATUS = gql`
  mutation SetSoftwareStatus($id: ID!, $status: String!) {
    setSoftwareStatus(id: $id, status: $status) {
      ...SoftwareFields
    }
  }
  ${SOFTWARE_FIELDS}
`;

export const DELETE_SOFTWARE = gql`
  mutation DeleteSoftware($id: ID!) {
    deleteSoftware(id: $id) {
      id
      messages
    }
  }
`;

export function useCreateSoftware() {
  return useMutation<{ createSoftware: Software }, { input: SoftwareInput }>(CREATE_SOFTWARE);
}

export function useUpdateSoftware() {
  return useMutation<{ updateSoftware: Software }, { id: string; input: SoftwareInput }>(UPDATE_SOFTWARE);
}

export function useSetSoftwareStatus() {
  return useMutation<{ setSoftwareStatus: Software }, { id: string; status: string }>(SET_SOFTWARE_STATUS);
}

export function useDeleteSoftware() {
  return useMutation<{ deleteSoftware: { id: string; messages: string } }, { id: string }>(DELETE_SOFTWARE);
}
