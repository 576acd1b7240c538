/** The roles list query: one page, searched and sorted. */
import { gql, useQuery } from 'urql';
import { ROLE_FIELDS, type Role } from './role-fields';

export const ROLES_QUERY = gql`
  query Roles($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String) {
    roles(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort) {
      total
      hasMore
      pageNumber
      data {
        ...RoleFields
      }
    }
  }
  ${ROLE_FIELDS}
`;

export type RoleSort = 'name' | '-name';

export interface RolesVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: RoleSort;
}

export interface RolesData {
  roles: { total: number; hasMore: boolean; pageNumber: number; data: Role[] };
}

export function useRoles(variables: RolesVariables) {
  return useQuery<RolesData, RolesVariables>({ query: ROLES_QUERY, variables });
}
