/** The customers list query (one page, searched, filtered and sorted) and its filter options. */
import { gql, useQuery } from 'urql';
import { CUSTOMER_FIELDS, type Customer } from './customer-fields';

export const CUSTOMERS_QUERY = gql`
  query Customers($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $partner: ID, $status: String, $subscription_type: String) {
    customers(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, partner: $partner, status: $status, subscription_type: $subscription_type) {
      total
      hasMore
      pageNumber
      data {
        ...CustomerFields
      }
    }
  }
  ${CUSTOMER_FIELDS}
`;

export type CustomerSort = 'name' | '-name' | 'created' | '-created' | 'trial_end' | '-trial_end';

export interface CustomersVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: CustomerSort;
  partner?: string;
  status?: string;
  subscription_type?: string;
}

export interface CustomersData {
  customers: { total: number; hasMore: boolean; pageNumber: number; data: Customer[] };
}

export function useCustomers(variables: CustomersVariables) {
  return useQuery<CustomersData, CustomersVariables>({ query: CUSTOMERS_QUERY, variables });
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
