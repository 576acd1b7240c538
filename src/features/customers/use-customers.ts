/**
 * The customer queries and writes of the screens, from the customer record
 * (src/ui/records/record-operations.ts): the list (searched, filtered, sorted, paged), details with
 * services, add-ons, files and branches (create and update answer them too), status, delete and file
 * removal; plus the trial extension and the partners of the filter.
 */
import { gql, useMutation, useQuery } from 'urql';
import { customers } from '../../gateway/resources/customers';
import { recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { CUSTOMER_DETAIL_FIELDS, CUSTOMER_FIELDS, type Customer, type CustomerDetails, type CustomerInput } from './customer-fields';

export type CustomerSort = 'name' | '-name' | 'created' | '-created' | 'trial_end' | '-trial_end';

export interface CustomersVariables extends RecordListVariables {
  sort: CustomerSort;
  partner?: string;
  status?: string;
  subscription_type?: string;
}

export const { documents: { list: CUSTOMERS_QUERY, details: CUSTOMER_QUERY }, useCustomers, useCustomer, useCreateCustomer, useUpdateCustomer, useSetCustomerStatus, useDeleteCustomer, useRemoveCustomerFile } = recordOperations<Customer, CustomerInput, CustomersVariables, CustomerDetails>()(customers.definition, CUSTOMER_FIELDS, { fragment: CUSTOMER_DETAIL_FIELDS, writes: true });

const EXTEND_TRIAL = gql`
  mutation ExtendCustomerTrial($id: ID!, $days: Int!) {
    extendCustomerTrial(id: $id, days: $days) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

export function useExtendCustomerTrial() {
  return useMutation<{ extendCustomerTrial: Customer }, { id: string; days: number }>(EXTEND_TRIAL);
}

const PARTNER_OPTIONS = gql`
  query CustomerPartners {
    customerPartners {
      id
      name
    }
  }
`;

/** The partners the user may see customers of (one for a partner or agent, all for staff). */
export function useCustomerPartners() {
  return useQuery<{ customerPartners: { id: string; name: string }[] }>({ query: PARTNER_OPTIONS });
}
