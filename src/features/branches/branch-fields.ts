/** The fields the branch screens read, shared by the queries and mutations that return a branch. */
import type { branchContract } from '../../domain/contracts/branch';
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import type { Named } from '../users/user-fields';

export const BRANCH_FIELDS = /* GraphQL */ `
  fragment BranchFields on Branch {
    id
    name
    city
    email
    phone
    address
    scope_of_work
    customer_id
    customer {
      id
      name
    }
    lead_user_id
    lead {
      id
      name
    }
    partner {
      id
      name
    }
    user_count
    status
    revision
  }
`;

export type Branch = AnsweredRecord<typeof branchContract, { customer: Named; lead: Named | null; partner: Named | null; user_count: number; status: EntityStatus }>;
