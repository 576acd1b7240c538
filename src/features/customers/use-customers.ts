/**
 * The customer queries and writes of the screens, from the customer record
 * (src/ui/records/record-operations.ts): the list (searched, filtered, sorted, paged), details with
 * services, add-ons, files and branches (create and update answer them too), status, delete and file
 * removal; plus the trial extension and the partners of the filter.
 */
import { graphql } from '../../gateway/graphql';
import { customers } from '../../gateway/resources/customers';
import { mutationHook, queryHook, recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { CUSTOMER_DETAIL_FIELDS, CUSTOMER_FIELDS, type CustomerInput } from './customer-fields';

export type CustomerSort = 'name' | '-name' | 'created' | '-created' | 'trial_end' | '-trial_end';

export interface CustomersVariables extends RecordListVariables {
  sort: CustomerSort;
  partner?: string;
  status?: string;
  subscription_type?: string;
}

export const customerOperations = recordOperations<CustomerInput, CustomersVariables>()(customers.definition, CUSTOMER_FIELDS, { fragment: CUSTOMER_DETAIL_FIELDS, writes: true });

export const { documents: { list: CUSTOMERS_QUERY }, useCustomers, useCustomer, useSetCustomerStatus, useDeleteCustomer, useRemoveCustomerFile, useDescribeCustomerFile } = customerOperations;

export const useExtendCustomerTrial = mutationHook(
  graphql(`mutation ExtendCustomerTrial($id: ID!, $days: Int!) { extendCustomerTrial(id: $id, days: $days) { ...CustomerFields } }`, [CUSTOMER_FIELDS]),
);

/** The partners the user may see customers of (one for a partner or agent, all for staff). */
export const useCustomerPartners = queryHook(graphql(`query CustomerPartners { customerPartners { id name } }`));
