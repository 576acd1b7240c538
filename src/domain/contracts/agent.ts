/** An agent as a create or update sends it (spec §7.7): contact details, partner, commission and status. */
import { z } from 'zod/mini';
import { idField, optionalPhone, refuse, requiredEmail, requiredText, statusField } from './fields';

export const COMMISSION_RULE = 'Commission must be a number from 0 to 100 with at most 2 decimals';

/** Percent of the partner price, 0 to 100 with at most 2 decimals; empty is none. */
const commissionField = z
  .pipe(z.nullish(z.union([z.number(), z.string()], { error: COMMISSION_RULE })), z.transform((value: number | string | null | undefined, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) return refuse(ctx, COMMISSION_RULE);
    return text;
  }))
  .check(z.describe('Percent of the partner price, 0 to 100, at most 2 decimals; empty for none'));

export const agentContract = z.object({
  name: requiredText(200, 'Name'),
  email: requiredEmail,
  phone: optionalPhone,
  partner_id: z.nullish(idField('partner_id')).check(z.describe("The agent's partner; a partner's own users always get their own")),
  commission_percent: commissionField,
  status: z.optional(statusField),
});
