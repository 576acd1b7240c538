/**
 * Storage (spec §7.11, issue 6 item 6): a request for more space as a customer admin or staff sends it
 * (`storageRequestContract`) and its decision (`storageDecisionContract`), a stored file's id
 * (`project-12` or `customer-7`: the two file tables number their rows independently), and the
 * records the API answers (usage per customer, a stored file, a storage request). The server's bodies
 * are built from the contracts; the screens read the answers' types. What needs a look-up (the
 * customer is in scope, no other request is pending) is the server's.
 */
import { z } from 'zod/mini';
import { refuse, trimmedThen } from './fields';

export const STORAGE_REQUEST_MESSAGES = {
  customerRequired: 'Customer is required',
  mbRequired: 'Requested space is required',
  mbRange: 'Requested space must be a whole number of MB from 1 to 1048576',
  reasonRequired: 'Reason is required',
} as const;

/** The most a single request asks for (1 TB in MB). */
export const MAX_REQUEST_MB = 1_048_576;

const MAX_ID = 2_147_483_647;

/** A required record id: `required` when it is absent or not a number. */
export const positiveId = (field: string, required: string) =>
  z.number({ error: required }).check(z.int(`${field} must be a record id`), z.gte(1, `${field} must be a record id`), z.lte(MAX_ID, `${field} must be a record id`));

export const storageRequestContract = z.object({
  customer_id: z.optional(positiveId('customer_id', STORAGE_REQUEST_MESSAGES.customerRequired)).check(z.describe('The customer; customer users ask for their own')),
  requested_mb: z
    .number({ error: STORAGE_REQUEST_MESSAGES.mbRequired })
    .check(z.int(STORAGE_REQUEST_MESSAGES.mbRange), z.gte(1, STORAGE_REQUEST_MESSAGES.mbRange), z.lte(MAX_REQUEST_MB, STORAGE_REQUEST_MESSAGES.mbRange)),
  reason: trimmedThen(
    z.string({ error: STORAGE_REQUEST_MESSAGES.reasonRequired }),
    z.string().check(z.minLength(1, STORAGE_REQUEST_MESSAGES.reasonRequired), z.maxLength(1000, 'Reason must be at most 1000 characters')),
  ),
});

/** What a request for more space sends. */
export type StorageRequestInput = z.input<typeof storageRequestContract>;

export const storageDecisionContract = z.object({
  id: positiveId('id', 'id is required'),
  approve: z.boolean({ error: 'approve must be true or false' }),
  note: z._default(z.optional(trimmedThen(z.string({ error: 'note must be text' }), z.string().check(z.maxLength(1000, 'Note must be at most 1000 characters')))), ''),
});

export const REQUEST_STATES = ['pending', 'approved', 'rejected', 'dropped'] as const;
export type StorageRequestStatus = (typeof REQUEST_STATES)[number];
/** Whether the customer was told of the decision by email. */
export const EMAIL_STATUSES = ['not_sent', 'sent', 'failed'] as const;
export type StorageEmailStatus = (typeof EMAIL_STATUSES)[number];

/** A storage request as the API answers it: the contract's space and reason, whose, and its decision. */
export type StorageRequest = Omit<z.output<typeof storageRequestContract>, 'customer_id'> & {
  id: number;
  customer_id: number;
  customer_name: string;
  partner_id: number | null;
  partner_name: string | null;
  /** The customer's quota now (after an approval it includes requested_mb). */
  quota_mb: number;
  status: StorageRequestStatus;
  requested_by: { id: number; name: string } | null;
  decided_by: { id: number; name: string } | null;
  decided_at: string | null;
  decision_note: string;
  email_status: StorageEmailStatus;
  emailed_at: string | null;
  created_at: string;
};

/** A customer's storage as the API answers it: usage against the quota, the alert in force, a pending request. */
export interface StorageUsageAnswer {
  customer_id: number;
  customer_name: string;
  quota_mb: number;
  used_bytes: number;
  /** Percent of the quota in use (may pass 100). */
  used_percent: number;
  file_count: number;
  /** The highest quota alert in force: 80, 90 or 100. */
  alert_threshold: number | null;
  pending_request: { id: number; requested_mb: number; created_at: string } | null;
}

// ---- Stored files ---------------------------------------------------------------------------------

export type StorageFileKind = 'project' | 'customer';

export interface StorageFileId {
  kind: StorageFileKind;
  id: number;
}

const FILE_ID = /^(project|customer)-([1-9]\d{0,9})$/;
export const FILE_ID_MESSAGE = 'A file id is project-<number> or customer-<number>';

/** `project-12` → `{ kind: 'project', id: 12 }`; null when it is not one. */
export function parseFileId(value: string): StorageFileId | null {
  const match = FILE_ID.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  if (id > MAX_ID) return null;
  return { kind: match[1] as StorageFileKind, id };
}

export const fileIdOf = (file: StorageFileId): string => `${file.kind}-${file.id}`;

/** A storage file id field (path parameter or list item). */
export const storageFileIdField = z
  .pipe(
    z.string({ error: FILE_ID_MESSAGE }),
    z.transform((value: string, ctx) => parseFileId(value.trim()) ?? refuse(ctx, FILE_ID_MESSAGE)),
  )
  .check(z.describe('project-<id> for a project file, customer-<id> for a file on the customer record'));

/** A stored file as the API answers it. */
export interface StorageFileAnswer {
  /** project-<id> or customer-<id>. */
  id: string;
  kind: StorageFileKind;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  project: { id: number; code: string; name: string } | null;
  /** The file belongs to one of the project's addenda. */
  addendum: boolean;
  uploaded_by: { id: number; name: string } | null;
}
