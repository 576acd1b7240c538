/** The fields the user screens read, shared by the queries and mutations that return a user. */
import type { EntityStatus } from '../../ui/records/StatusBadge';

export const USER_FIELDS = /* GraphQL */ `
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
`;

export interface Named {
  id: string;
  name: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role_id: number;
  role: Named;
  type: string | null;
  customer_id: number | null;
  customer: Named | null;
  branch_id: number | null;
  branch: Named | null;
  partner_id: number | null;
  partner: Named | null;
  agent_id: number | null;
  agent: Named | null;
  is_admin: boolean;
  ispartner: boolean;
  ispartneruser: boolean;
  isagent: boolean;
  two_factor: boolean;
  must_change_password: boolean;
  status: EntityStatus;
  revision: number;
  created_at: string;
}

/** What kind of account a user is, as the list shows it. */
export function accountKind(user: Pick<User, 'is_admin' | 'ispartner' | 'ispartneruser' | 'isagent' | 'type'>): string {
  if (user.is_admin) return 'Administrator';
  if (user.ispartner) return 'Partner';
  if (user.ispartneruser) return 'Partner User';
  if (user.isagent) return 'Agent';
  return user.type ?? 'Staff';
}
