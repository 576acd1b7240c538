/** The fields the branch screens read, shared by the queries and mutations that return a branch. */
import { graphql, type ResultOf } from '../../gateway/graphql';

export const BRANCH_FIELDS = graphql(`
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
`);

export type Branch = ResultOf<typeof BRANCH_FIELDS>;
