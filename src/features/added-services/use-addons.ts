/** The add-ons: the list query (searched, filtered by status, sorted, paged) and one add-on's details. */
import { gql, useQuery } from 'urql';
import { ADDON_FIELDS, type AddOn } from './addon-fields';

export const ADDONS_QUERY = gql`
  query AddOns($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $status: String) {
    addOns(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, status: $status) {
      total
      hasMore
      pageNumber
      data {
        ...AddOnFields
      }
    }
  }
  ${ADDON_FIELDS}
`;

export type AddOnSort = 'name' | '-name' | 'price' | '-price' | 'created' | '-created';

export interface AddOnsVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: AddOnSort;
  status?: string;
}

export function useAddOns(variables: AddOnsVariables) {
  return useQuery<{ addOns: { total: number; hasMore: boolean; pageNumber: number; data: AddOn[] } }, AddOnsVariables>({ query: ADDONS_QUERY, variables });
}

export const ADDON_QUERY = gql`
  query AddOn($id: ID!) {
    addOn(id: $id) {
      ...AddOnFields
    }
  }
  ${ADDON_FIELDS}
`;

export function useAddOn(id: string, pause = false) {
  return useQuery<{ addOn: AddOn }, { id: string }>({ query: ADDON_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
