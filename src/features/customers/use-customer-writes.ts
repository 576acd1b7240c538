/** The customer writes; the cache refetches lists and updates the entity (src/gateway/resources/customers.ts). */
import { gql, useMutation } from 'urql';
import { CUSTOMER_DETAIL_FIELDS, CUSTOMER_FIELDS, type Customer, type CustomerDetails, type CustomerInput, type CustomerStatus } from './customer-fields';

const CREATE_CUSTOMER = gql`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...CustomerDetailFields
    }
  }
  ${CUSTOMER_DETAIL_FIELDS}
`;

const UPDATE_CUSTOMER = gql`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...CustomerDetailFields
    }
  }
  ${CUSTOMER_DETAIL_FIELDS}
`;

const DELETE_CUSTOMER = gql`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      id
      messages
    }
  }
`;

const SET_CUSTOMER_STATUS = gql`
  mutation SetCustomerStatus($id: ID!, $status: String!) {
    setCustomerStatus(id: $id, status: $status) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

const EXTEND_TRIAL = gql`
  mutation ExtendCustomerTrial($id: ID!, $days: Int!) {
    extendCustomerTrial(id: $id, days: $days) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

const REMOVE_FILE = gql`
  mutation RemoveCustomerFile($id: ID!, $file_id: ID!) {
    removeCustomerFile(id: $id, file_id: $file_id) {
      id
      messages
    }
  }
`;

export function useCreateCustomer() {
  return useMutation<{ createCustomer: CustomerDetails }, { input: CustomerInput }>(CREATE_CUSTOMER);
}
export function useUpdateCustomer() {
  return useMutation<{ updateCustomer: CustomerDetails }, { id: string; input: CustomerInput }>(UPDATE_CUSTOMER);
}
export function useDeleteCustomer() {
  return useMutation<{ deleteCustomer: { id: string; messages: string } }, { id: string }>(DELETE_CUSTOMER);
}
export function useSetCustomerStatus() {
  return useMutation<{ setCustomerStatus: Customer }, { id: string; status: CustomerStatus }>(SET_CUSTOMER_STATUS);
}
export function useExtendCustomerTrial() {
  return useMutation<{ extendCustomerTrial: Customer }, { id: string; days: number }>(EXTEND_TRIAL);
}
export function useRemoveCustomerFile() {
  return useMutation<{ removeCustomerFile: { id: string; messages: string } }, { id: string; file_id: string }>(REMOVE_FILE);
}
