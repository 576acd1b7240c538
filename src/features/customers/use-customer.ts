/** One customer's details (services, add-ons, files, branches), for the view and edit screens. */
import { gql, useQuery } from 'urql';
import { CUSTOMER_DETAIL_FIELDS, type CustomerDetails } from './customer-fields';

export const CUSTOMER_QUERY = gql`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerDetailFields
    }
  }
  ${CUSTOMER_DETAIL_FIELDS}
`;

export function useCustomer(id: string, pause = false) {
  return useQuery<{ customer: CustomerDetails }, { id: string }>({ query: CUSTOMER_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
