/**
 * Prices in US dollars (spec §9 currency): how an answer shows what the numeric(12, 3) columns hold
 * (what a write accepts is `priceField` of `src/domain/contracts/fields.ts`).
 *
 * A stored price with at least 2 decimals and no trailing zero beyond them.
 * @example priceText('450.000') // '450.00'; priceText('9.125') // '9.125'
 */
export function priceText(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** A numeric column's value as a number (drizzle answers numeric as a string). */
export function money(value: string | null): number | null {
  return value === null ? null : Number(value);
}
