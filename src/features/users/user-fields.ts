/** The fields the user screens read, shared by the queries and mutations that return a user. */
import { graphql, type ResultOf } from '../../gateway/graphql';

export const USER_FIELDS = graphql(`
  fragment UserFields on User {
    id
    name
    email
    phone
    role_id
    role {
      id
      name
    }
    type
    customer_id
    customer {
      id
      name
    }
    branch_id
    branch {
      id
      name
    }
    partner_id
    partner {
      id
      name
    }
    agent_id
    agent {
      id
      name
    }
    is_admin
    ispartner
    ispartneruser
    isagent
    two_factor
    must_change_password
    status
    revision
    created_at
  }
`);

export type User = ResultOf<typeof USER_FIELDS>;

/** What kind of account a user is, as the list shows it. */
export function accountKind(user: Pick<User, 'is_admin' | 'ispartner' | 'ispartneruser' | 'isagent' | 'type'>): string {
  if (user.is_admin) return 'Administrator';
  if (user.ispartner) return 'Partner';
  if (user.ispartneruser) return 'Partner User';
  if (user.isagent) return 'Agent';
  return user.type ?? 'Staff';
}
