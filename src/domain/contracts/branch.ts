/** A branch as a create or update sends it (spec §7.9): its customer, name, contact details, lead and scope of work. */
import { z } from 'zod/mini';
import { optionalEmail, optionalId, optionalPhone, optionalText, orEmpty, requiredId, requiredText } from './fields';

export const branchContract = z.object({
  name: requiredText(100, 'Branch name'),
  customer_id: requiredId('customer_id'),
  city: optionalText(100, 'City'),
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(300, 'Address'),
  scope_of_work: orEmpty(optionalText(5000, 'Scope of work')),
  lead_user_id: optionalId('lead_user_id'),
});
