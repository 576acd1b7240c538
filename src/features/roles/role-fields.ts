/** The fields the roles screens read, shared by the queries and mutations that return a role. */
import type { roleContract } from '../../domain/contracts/role';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const ROLE_FIELDS = graphql(`
  fragment RoleFields on Role {
    id
    name
    description
    permissions
    user_count
    revision
    updated_at
  }
`);

/** As the schema answers it (no field the screens need narrower). */
export type Role = ResultOf<typeof ROLE_FIELDS>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type RoleInput = RecordInput<typeof roleContract>;
