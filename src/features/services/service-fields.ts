/** The fields the services screens read, shared by the queries and mutations that return a service. */
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { serviceContract, WorkType } from '../../domain/contracts/service';
import type { RecordInput } from '../../ui/form/RecordFormScreen';
import type { EntityStatus } from '../../ui/records/StatusBadge';

export const SERVICE_FIELDS = /* GraphQL */ `
  fragment ServiceFields on Service {
    id
    name
    work_type
    price
    description
    status
    software {
      id
      name
      vendor
    }
    customer_count
    partner_count
    revision
    updated_at
  }
`;

/** What a non-administrator sees on the services screens (spec 2.3: admins only). */
export const ADMINS_ONLY = 'Only administrators can manage services.';

export type { WorkType };

/** The work-type codes of spec §3, with what they stand for. */
export const WORK_TYPE_OPTIONS: readonly { id: WorkType; name: string }[] = [
  { id: 'QTO', name: 'QTO (quantity take-off)' },
  { id: 'FTE', name: 'FTE (full-time equivalent)' },
  { id: 'Others', name: 'Others' },
];

export type Service = AnsweredRecord<
  typeof serviceContract,
  { status: EntityStatus; software: { id: string; name: string; vendor: string }[]; customer_count: number; partner_count: number; updated_at: string },
  'software_ids'
>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type ServiceInput = RecordInput<typeof serviceContract>;
