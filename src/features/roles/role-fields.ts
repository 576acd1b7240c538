/** The fields the roles screens read, shared by the queries and mutations that return a role. */
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

export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  user_count: number;
  revision: number;
  updated_at: string;
}

export interface RoleInput {
  name: string;
  description: string;
  permissions: string[];
  /** On update: the revision the form was opened at (a stale one is refused with 409). */
  revision?: number;
}
