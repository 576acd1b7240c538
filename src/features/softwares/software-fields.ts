/** The fields the software screens read, shared by the queries and mutations that return a software. */
import type { EntityStatus } from '../../ui/records/StatusBadge';

export const SOFTWARE_FIELDS = /* GraphQL */ `
  fragment SoftwareFields on Software {
    id
    name
    vendor
    status
    service_count
    revision
    updated_at
  }
`;

export interface Software {
  id: string;
  name: string;
  vendor: string;
  status: EntityStatus;
  service_count: number;
  revision: number;
  updated_at: string;
}

export interface SoftwareInput {
  name: string;
  vendor: string;
  /** On update: the revision the form was opened at (a stale one is refused with 409). */
  revision?: number;
}
