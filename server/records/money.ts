/**
 * Prices in US dollars (spec §5 decimal rule, §9 currency): what a write accepts and how an answer
 * shows what the numeric(12, 3) columns hold.
 */
import { z } from 'zod';
import { amount } from '../../src/domain/validation';

/** The largest price a numeric(12, 3) column holds. */
export const MAX_PRICE = 999_999_999.999;
export const PRICE_TOO_LARGE = 'Price must be at most 999,999,999.999';

/**
 * A price as a number or a decimal string: required, at most 3 decimals, not negative (the `amount`
 * check the forms use), within the column; answered as the decimal string to store.
 */
export const priceField = z
  .union([z.string(), z.number()], { error: 'Please enter a valid number with at most 3 decimals' })
  .transform((raw, ctx) => {
    const value = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'NaN') : raw.trim();
    const problem = amount(value) ?? (Number(value) > MAX_PRICE ? PRICE_TOO_LARGE : null);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value.replace(/^\+/, '');
  })
  .describe('US dollars, e.g. "450.00" or 9.125: digits with up to 3 decimals, 0 or more');

/**
 * A stored price with at least 2 decimals and no trailing zero beyond them.
 * @example priceText('450.000') // '450.00'; priceText('9.125') // '9.125'
 */
export function priceText(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
