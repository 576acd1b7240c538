/**
 * Customers (spec §7.4): the request bodies, the answer schemas and the row → answer mapping shared by
 * the customer routes. Fields travel in the spec's snake_case; prices are decimal strings with up to 3
 * decimals (spec §5 "Decimal number", never negative).
 */
import { z } from 'zod';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../../src/domain/billing';
import { revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { listShape, sortField } from '../../http/lists';
import { filterId } from '../../http/filters';
import { objectSchema, recordStatusSchema, subscriptionTypeSchema, workTypeSchema, type FromSchema } from '../../http/schemas';
import { STATUSES } from '../../../src/domain/contracts/fields';
import { CUSTOMER_LINE_MESSAGES, DEFAULT_TRIAL_DAYS, customerAddonsField, customerContract, customerServicesField } from '../../../src/domain/contracts/customer';
import { linkSchema, revisedProperties } from '../../records/fields';
import { fileSchemaNaming, type FileAnswer as KernelFileAnswer } from '../../records/file-answers';

export const CUSTOMER_MESSAGES = {
  listed: 'Customers fetched successfully',
  details: 'Customer fetched successfully',
  created: 'Customer created successfully',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
  statusChanged: 'Customer status updated successfully',
  trialExtended: 'Trial extended successfully',
  notFound: 'Customer not found',
  fileNotFound: 'File not found',
  fileUploaded: 'File uploaded successfully',
  fileUpdated: 'File description saved',
  fileRemoved: 'File removed successfully',
  options: 'Options fetched successfully',
  duplicate: 'A customer with this name already exists',
  notOnTrial: 'Only customers on a trial subscription can have their trial extended',
  partnerNotFound: 'Partner not found',
  agentNotFound: 'Agent not found',
  agentOfOtherPartner: 'This agent does not work for the chosen partner',
  salesPersonNotFound: 'The sales person must be an administrator',
  serviceNotFound: 'Service not found',
  addonNotFound: 'Add-on not found',
  ...CUSTOMER_LINE_MESSAGES,
} as const;

export { DEFAULT_TRIAL_DAYS, SUBSCRIPTION_TYPES, type SubscriptionType };
export const SUBSCRIPTION_LABELS: Record<SubscriptionType, string> = { monthly: 'Monthly', annual: 'Annual', trial: 'Trial' };

// The bodies are the contract's (src/domain/contracts/customer.ts): a create starts with no lines, an update keeps omitted ones.
export const CreateBody = objectBody({ ...customerContract.shape, services: z.optional(customerServicesField).default([]), addons: z.optional(customerAddonsField).default([]) });
export const UpdateBody = objectBody({ ...customerContract.shape, revision: revisionField });
export type CustomerInput = z.output<typeof CreateBody>;

export const ListBody = objectBody({
  ...listShape,
  sort: sortField(['name', 'created', 'trial_end']),
  partner: filterId('partner'),
  agent: filterId('agent'),
  sales_person: filterId('sales_person'),
  status: z.enum(STATUSES, { error: 'status must be active, inactive or pending' }).optional(),
  subscription_type: z.enum(SUBSCRIPTION_TYPES, { error: 'subscription_type must be monthly, annual or trial' }).optional(),
});

export const TrialBody = objectBody({
  days: z.number({ error: 'days must be a whole number from 1 to 90' }).int('days must be a whole number from 1 to 90').min(1, 'days must be a whole number from 1 to 90').max(90, 'days must be a whole number from 1 to 90'),
});
export const AgentsBody = objectBody({ partner_id: filterId('partner_id') });

// ---- Answers -------------------------------------------------------------------------------------

const nullableString = { type: ['string', 'null'] } as const;

const rowProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: nullableString,
  website: nullableString,
  address: nullableString,
  partner: linkSchema,
  agent: linkSchema,
  sales_person: linkSchema,
  subscription_type: subscriptionTypeSchema,
  status: { type: 'string', enum: [...STATUSES] },
  trial_end: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  storage_quota_mb: { type: 'integer' },
  branch_count: { type: 'integer' },
  user_count: { type: 'integer' },
  ...revisedProperties('every change'),
} as const;

export const customerRowSchema = objectSchema(rowProperties);

export const serviceLineSchema = objectSchema({ service_id: { type: 'integer' }, name: { type: 'string' }, work_type: workTypeSchema, price: { type: 'string' } });
export const addonLineSchema = objectSchema({ added_service_id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'string' } });
export const fileSchema = fileSchemaNaming('name');
const branchSummarySchema = objectSchema({ id: { type: 'integer' }, name: { type: 'string' }, city: nullableString, status: recordStatusSchema, user_count: { type: 'integer' } });

export const customerDetailsSchema = objectSchema({
  ...rowProperties,
  services: { type: 'array', items: serviceLineSchema },
  addons: { type: 'array', items: addonLineSchema },
  files: { type: 'array', items: fileSchema },
  branches: { type: 'array', items: branchSummarySchema },
});

export const optionSchema = { type: 'object', required: ['id', 'name'], properties: { id: { type: ['integer', 'string'] }, name: { type: 'string' } } } as const;

export type { Option as Ref } from '../../records/fields';

export type CustomerRow = FromSchema<typeof customerRowSchema>;
export type ServiceLine = FromSchema<typeof serviceLineSchema>;
export type AddonLine = FromSchema<typeof addonLineSchema>;
export type CustomerDetails = FromSchema<typeof customerDetailsSchema>;
export type FileAnswer = FromSchema<typeof fileSchema>;

/** A customer's file answer: the kernel's (server/records/file-answers.ts), its name under `name`. */
export function fileAnswer({ original_name: name, ...file }: KernelFileAnswer): FileAnswer {
  return { ...file, name };
}
