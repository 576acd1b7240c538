/** Create, update, status change and delete of an add-on; the cache refetches the lists (src/gateway/resources/added-services.ts). */
import { gql, useMutation } from 'urql';
import { ADDON_FIELDS, type AddOn, type AddOnInput } from './addon-fields';

export const CREATE_ADDON = gql`
  mutation CreateAddOn($input: AddOnInput!) {
    createAddOn(input: $input) {
      ...AddOnFields
    }
  }
  ${ADDON_FIELDS}
`;

export const UPDATE_ADDON = gql`
  mutation UpdateAddOn($id: ID!, $input: AddOnInput!) {
    updateAddOn(id: $id, input: $input) {
      ...AddOnFields
    }
  }
  ${ADDON_FIELDS}
`;

export const SET_ADDON_STATUS = gql`
  mutation SetAddOnStatus($id: ID!, $status: String!) {
    setAddOnStatus(id: $id, status: $status) {
      ...AddOnFields
    }
  }
  ${ADDON_FIELDS}
`;

export const DELETE_ADDON = gql`
  mutation DeleteAddOn($id: ID!) {
    deleteAddOn(id: $id) {
      id
      messages
    }
  }
`;

export function useCreateAddOn() {
  return useMutation<{ createAddOn: AddOn }, { input: AddOnInput }>(CREATE_ADDON);
}

export function useUpdateAddOn() {
  return useMutation<{ updateAddOn: AddOn }, { id: string; input: AddOnInput }>(UPDATE_ADDON);
}

export function useSetAddOnStatus() {
  return useMutation<{ setAddOnStatus: AddOn }, { id: string; status: string }>(SET_ADDON_STATUS);
}

export function useDeleteAddOn() {
  return useMutation<{ deleteAddOn: { id: string; messages: string } }, { id: string }>(DELETE_ADDON);
}
