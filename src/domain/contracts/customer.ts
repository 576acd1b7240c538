/**
 * A customer as a create or update sends it (spec §7.4): contact details, who looks after it (partner,
 * agent, sales person), subscription and trial end, storage quota, status, and the services and
 * add-ons it buys at its own prices. The server's create and update bodies are built from it (an
 * update keeps omitted lines, status and quota; a create starts with none), and so is the customer
 * form's check. What needs a look-up (the partner, agent, sales person and catalogue items exist, the
 * agent works for the partner, the name is free) is the server's.
 */
import { z } from 'zod/mini';
import { SUBSCRIPTION_TYPES } from '../billing';
import { EMAIL_PATTERN, MESSAGES, PHONE_PATTERN, WEBSITE_PATTERN } from '../validation';
import { optionalMatching, positiveId, priceField, STATUSES, trimmedThen, type RefinementCtx } from './fields';

export const CUSTOMER_LINE_MESSAGES = {
  duplicateService: 'Each service can be listed once',
  duplicateAddon: 'Each add-on can be listed once',
} as const;

export const STORAGE_QUOTA_RULE = 'Storage quota must be a whole number of MB from 1';
/** How long a new trial runs when no end date is given. */
export const DEFAULT_TRIAL_DAYS = 14;

const requiredText = (max: number) =>
  trimmedThen(z.string({ error: MESSAGES.fieldRequired }), z.string().check(z.minLength(1, MESSAGES.fieldRequired), z.maxLength(max, `Must be at most ${max} characters`)));

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: 'Must be text' }).check(z.maxLength(max, `Must be at most ${max} characters`)))),
    z.transform((value: string | null | undefined) => value?.trim() || null),
  );

const optionalLink = (what: string) =>
  z.pipe(z.optional(z.nullable(chosenId(what, `${what} must be chosen from the list`))), z.transform((value: number | null | undefined) => value ?? null));

/** A chosen record: "Choose a service" when none is. */
export const chosenId = (what: string, message = `Choose a ${what}`) => positiveId(message);

/** A line list's check that each item is listed once (the repeat is named at its row). */
function listedOnce<Row>(key: keyof Row & string, message: string) {
  return (rows: Row[], ctx: RefinementCtx) => {
    const seen = new Set<unknown>();
    rows.forEach((row, i) => {
      if (seen.has(row[key])) ctx.addIssue({ code: 'custom', path: [i, key], message });
      seen.add(row[key]);
    });
  };
}

const ROW_IS_OBJECT = { error: 'The request body must be a JSON object' };

export const customerServicesField = z
  .array(z.object({ service_id: chosenId('service'), price: priceField }, ROW_IS_OBJECT), { error: 'services must be a list of { service_id, price }' })
  .check(z.maxLength(100, 'Too many services'), z.superRefine(listedOnce('service_id', CUSTOMER_LINE_MESSAGES.duplicateService)));

export const customerAddonsField = z
  .array(z.object({ added_service_id: chosenId('add-on'), price: priceField }, ROW_IS_OBJECT), { error: 'addons must be a list of { added_service_id, price }' })
  .check(z.maxLength(100, 'Too many add-ons'), z.superRefine(listedOnce('added_service_id', CUSTOMER_LINE_MESSAGES.duplicateAddon)));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TRIAL_END_RULE = 'trial_end must be a date in the form YYYY-MM-DD';
const isDay = (value: string) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const customerContract = z.object({
  name: requiredText(200),
  email: z.pipe(
    trimmedThen(z.string({ error: MESSAGES.fieldRequired }).check(z.maxLength(254, MESSAGES.invalidEmail)), z.string().check(z.minLength(1, MESSAGES.fieldRequired), z.regex(EMAIL_PATTERN, MESSAGES.invalidEmail))),
    z.transform((value: string) => value.toLowerCase()),
  ),
  phone: optionalMatching(PHONE_PATTERN, MESSAGES.invalidPhone, 20),
  website: optionalMatching(WEBSITE_PATTERN, MESSAGES.invalidWebsite, 300),
  address: optionalText(500),
  partner_id: optionalLink('Partner'),
  agent_id: optionalLink('Agent'),
  sales_person_id: optionalLink('Sales person'),
  subscription_type: z._default(z.optional(z.enum(SUBSCRIPTION_TYPES, { error: 'subscription_type must be monthly, annual or trial' })), 'monthly'),
  status: z.optional(z.enum(STATUSES, { error: 'status must be active, inactive or pending' })),
  trial_end: z
    .pipe(z.optional(z.nullable(z.string({ error: TRIAL_END_RULE }))), z.transform((value: string | null | undefined) => value?.trim() || null))
    .check(z.refine((value) => value === null || isDay(value), TRIAL_END_RULE)),
  storage_quota_mb: z.optional(
    z.number({ error: STORAGE_QUOTA_RULE }).check(z.int(STORAGE_QUOTA_RULE), z.gte(1, STORAGE_QUOTA_RULE), z.lte(10_000_000, 'Storage quota must be at most 10,000,000 MB')),
  ),
  services: z.optional(customerServicesField),
  addons: z.optional(customerAddonsField),
});

export type CustomerContractInput = z.input<typeof customerContract>;
