/**
 * A partner as a create or update sends it (spec §7.10): contact details, status and its prices, a
 * service's in each software it is delivered in and each add-on's. An update replaces the prices only
 * when `services` or `addons` are sent.
 */
import { z } from 'zod/mini';
import { MESSAGES, WEBSITE_PATTERN } from '../validation';
import { idField, optionalPhone, optionalText, priceField, requiredEmail, requiredText, statusField } from './fields';

/** An optional website: empty is null, otherwise the general website rule (spec §5). */
export const websiteField = optionalText(300, 'Website').check(z.refine((value) => value === null || WEBSITE_PATTERN.test(value), MESSAGES.invalidWebsite));

export const servicePricesField = z
  .array(z.object({ service_id: idField('service_id'), software_id: idField('software_id'), price: priceField }, { error: 'The request body must be a JSON object' }), {
    error: 'services must be a list of { service_id, software_id, price }',
  })
  .check(z.maxLength(500, 'At most 500 service prices'), z.describe('The partner price of each service in each software; replaces the ones it had'));

export const addonPricesField = z
  .array(z.object({ added_service_id: idField('added_service_id'), price: priceField }, { error: 'The request body must be a JSON object' }), {
    error: 'addons must be a list of { added_service_id, price }',
  })
  .check(z.maxLength(200, 'At most 200 add-on prices'), z.describe('The partner price of each add-on; replaces the ones it had'));

export const partnerContract = z.object({
  name: requiredText(200, 'Name'),
  email: requiredEmail,
  phone: optionalPhone,
  website: websiteField,
  address: optionalText(500, 'Address'),
  status: z.optional(statusField),
  services: z.optional(servicePricesField),
  addons: z.optional(addonPricesField),
});

export type PartnerInput = z.input<typeof partnerContract>;
