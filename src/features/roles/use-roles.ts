/** The roles: the list (one page, searched and sorted), details and writes, from the role record (src/ui/records/record-operations.ts). */
import { roles } from '../../gateway/resources/roles';
import { recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { ROLE_FIELDS, type RoleInput } from './role-fields';

export type RoleSort = 'name' | '-name';

export interface RolesVariables extends RecordListVariables {
  sort: RoleSort;
}

export const roleOperations = recordOperations<RoleInput, RolesVariables>()(roles.definition, ROLE_FIELDS);

export const { useList: useRoles, useRemove: useDeleteRole } = roleOperations;
