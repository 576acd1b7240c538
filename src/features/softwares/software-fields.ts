/** The fields the software screens read, shared by the queries and mutations that return a software. */
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { softwareContract } from '../../domain/contracts/software';
import type { RecordInput } from '../../ui/form/RecordFormScreen';
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

export type Software = AnsweredRecord<typeof softwareContract, { status: EntityStatus; service_count: number; updated_at: string }>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type SoftwareInput = RecordInput<typeof softwareContract>;
