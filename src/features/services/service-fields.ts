/** The fields the services screens read, shared by the queries and mutations that return a service. */
import type { serviceContract, WorkType } from '../../domain/contracts/service';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const SERVICE_FIELDS = graphql(`
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
`);

/** What a non-administrator sees on the services screens (spec 2.3: admins only). */
export const ADMINS_ONLY = 'Only administrators can manage services.';

export type { WorkType };

/** The work-type codes of spec §3, with what they stand for. */
export const WORK_TYPE_OPTIONS: readonly { id: WorkType; name: string }[] = [
  { id: 'QTO', name: 'QTO (quantity take-off)' },
  { id: 'FTE', name: 'FTE (full-time equivalent)' },
  { id: 'Others', name: 'Others' },
];

export type Service = ResultOf<typeof SERVICE_FIELDS>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type ServiceInput = RecordInput<typeof serviceContract>;
