/** The software: the list query (searched, filtered by status and vendor, sorted, paged), the vendor options and one software's details. */
import { gql, useQuery } from 'urql';
import { SOFTWARE_FIELDS, type Software } from './software-fields';

export const SOFTWARES_QUERY = gql`
  query Softwares($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $status: String, $vendor: String) {
    softwares(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, status: $status, vendor: $vendor) {
      total
      hasMore
      pageNumber
      data {
        ...SoftwareFields
      }
    }
  }
  ${SOFTWARE_FIELDS}
`;

export type SoftwareSort = 'name' | '-name' | 'vendor' | '-vendor' | 'created' | '-created';

export interface SoftwaresVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: SoftwareSort;
  status?: string;
  vendor?: string;
}

export function useSoftwares(variables: SoftwaresVariables) {
  return useQuery<{ softwares: { total: number; hasMore: boolean; pageNumber: number; data: Software[] } }, SoftwaresVariables>({ query: SOFTWARES_QUERY, variables });
}

export const SOFTWARE_VENDORS_QUERY = gql`
  query SoftwareVendors {
    softwareVendors {
      id
      name
    }
  }
`;

export function useSoftwareVendors() {
  return useQuery<{ softwareVendors: { id: string; name: string }[] }>({ query: SOFTWARE_VENDORS_QUERY });
}

export const SOFTWARE_QUERY = gql`
  query Software($id: ID!) {
    software(id: $id) {
      ...SoftwareFields
    }
  }
  ${SOFTWARE_FIELDS}
`;

/** GET /softwares/details/{id}; leaving the screen cancels it (urql tears the operation down). */
export function useSoftware(id: string, pause = false) {
  return useQuery<{ software: Software }, { id: string }>({ query: SOFTWARE_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
