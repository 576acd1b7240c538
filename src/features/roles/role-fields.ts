/** The fields the roles screens read, shared by the queries and mutations that return a role. */
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { roleContract } from '../../domain/contracts/role';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const ROLE_FIELDS = /* GraphQL */ `
  fragment RoleFields on Role {
    id
    name
    description
    permissions
    user_count
    revision
    updated_at
  }
`;

export type Role = AnsweredRecord<typeof roleContract, { user_count: number; updated_at: string }>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type RoleInput = RecordInput<typeof roleContract>;
