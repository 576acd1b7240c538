/**
 * The arithmetic of invoices (DESIGN §7: monthly per customer, US dollars), exact: every amount is a
 * decimal string and sums run in integer thousandths (bigint), never in floating point. Stored
 * quantities, prices and amounts have 3 decimals (the numeric(…, 3) columns); each line's amount is
 * rounded to whole cents, half away from zero, so a total is exactly the sum of the cents shown.
 */

/** What one GB of extra storage granted by an approved storage request costs a month, in USD. */
export const STORAGE_PRICE_PER_GB_MONTH = '2.000';

const THOUSAND = 1000n;
const DECIMAL = /^(-?)(\d+)(?:\.(\d{0,3}))?$/;

/**
 * A decimal string with at most 3 decimals as integer thousandths.
 * @example toThousandths('12.5') // 12500n
 */
export function toThousandths(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a decimal with at most 3 decimals: ${value}`);
  const magnitude = BigInt(match[2] ?? '0') * THOUSAND + BigInt((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -magnitude : magnitude;
}

/**
 * Thousandths as the 3-decimal string the numeric columns hold.
 * @example fromThousandths(12500n) // '12.500'
 */
export function fromThousandths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / THOUSAND}.${String(magnitude % THOUSAND).padStart(3, '0')}`;
}

/** `numerator / divisor` rounded half away from zero (divisor > 0). */
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return numerator < 0n ? -rounded : rounded;
}

/**
 * quantity × unit price, rounded to whole cents, as a 3-decimal string.
 * @example lineAmount('12.5', '125.125') // '1564.060' (1564.0625 → 1564.06)
 */
export function lineAmount(quantity: string, unitPrice: string): string {
  // thousandths × thousandths = millionths; to cents divide by 10,000, then back to thousandths.
  const cents = divideRounded(toThousandths(quantity) * toThousandths(unitPrice), 10_000n);
  return fromThousandths(cents * 10n);
}

/** The exact sum of amounts, as a 3-decimal string. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromThousandths(amounts.reduce((sum, amount) => sum + toThousandths(amount), 0n));
}

/**
 * Megabytes as gigabytes (1 GB = 1,024 MB), rounded to 3 decimals.
 * @example storageGb(10240) // '10.000'; storageGb(500) // '0.488'
 */
export function storageGb(megabytes: number): string {
  return fromThousandths(divideRounded(BigInt(megabytes) * THOUSAND, 1024n));
}

/**
 * A stored amount with exactly 2 decimals (amounts are whole cents).
 * @example money('1564.060') // '1564.06'
 */
export function money(value: string): string {
  const cents = divideRounded(toThousandths(value), 10n);
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/**
 * An amount as US dollars with thousands separators, from the string (no float).
 * @example usdText('1234567.5') // '$1,234,567.50'
 */
export function usdText(value: string): string {
  const fixed = money(value);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * A unit price as US dollars: 2 decimals, or 3 when the price has them.
 * @example usdPrice('450.000') // '$450.00'; usdPrice('9.125') // '$9.125'
 */
export function usdPrice(value: string): string {
  const thousandths = toThousandths(value);
  if (thousandths % 10n === 0n) return usdText(value);
  const text = fromThousandths(thousandths);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '000'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A billing month. */
export interface Period {
  year: number;
  /** 1–12. */
  month: number;
}

/** The month containing `date`, in UTC (the server's months are UTC months). */
export function periodOf(date: Date): Period {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Months since year 0, for comparing and stepping periods. */
export function periodIndex(period: Period): number {
  return period.year * 12 + period.month - 1;
}

export function periodFromIndex(index: number): Period {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first instant of the period and of the next one (UTC): a month is [start, end). */
export function periodBounds(period: Period): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(period.year, period.month - 1, 1)), end: new Date(Date.UTC(period.year, period.month, 1)) };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** @example periodLabel({ year: 2026, month: 11 }) // 'November 2026' */
export function periodLabel(period: Period): string {
  return `${MONTH_NAMES[period.month - 1] ?? ''} ${period.year}`;
}

/** @example periodDays({ year: 2026, month: 2 }) // '02/01/2026 – 02/28/2026' */
export function periodDays(period: Period): string {
  const mm = String(period.month).padStart(2, '0');
  const last = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return `${mm}/01/${period.year} – ${mm}/${String(last).padStart(2, '0')}/${period.year}`;
}

/**
 * The invoice number: `INV-`, the period as YYYYMM, and the zero-padded customer id.
 * @example invoiceNumber(3, { year: 2026, month: 11 }) // 'INV-202611-000003'
 */
export function invoiceNumber(customerId: number, period: Period): string {
  return `INV-${period.year}${String(period.month).padStart(2, '0')}-${String(customerId).padStart(6, '0')}`;
}

export const INVOICE_STATUSES = ['open', 'issued', 'sent'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { open: 'Open', issued: 'Issued', sent: 'Sent' };

export const INVOICE_LINE_KINDS = ['project', 'add_on', 'storage'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** A customer, partner or agent an invoice names. */
export interface InvoiceParty {
  id: number;
  name: string;
}

/** An invoice as the API lists it. */
export interface InvoiceSummary {
  id: number;
  number: string;
  customer: InvoiceParty;
  partner: InvoiceParty | null;
  agent: InvoiceParty | null;
  year: number;
  month: number;
  period: string;
  period_days: string;
  status: InvoiceStatus;
  /** USD with 2 decimals. */
  total: string;
  project_count: number;
  add_on_count: number;
  line_count: number;
  issued_at: string | null;
  sent_at: string | null;
  sent_to: string[];
}

/** A stored line as the API answers it. */
export interface InvoiceLineAnswer {
  id: number;
  kind: InvoiceLineKind;
  project: { id: number; code: string } | null;
  description: string;
  quantity: string;
  unit_price: string;
  amount: string;
}

/** One invoice with its lines and who "Send by email" mails it to. */
export interface InvoiceView extends InvoiceSummary {
  customer_email: string;
  lines: InvoiceLineAnswer[];
  /** The customer's address and its Email-CC addresses. */
  recipients: string[];
}

/** One billed line before it is stored; quantity, unit price and amount as 3-decimal strings. */
export interface BillLine {
  kind: InvoiceLineKind;
  projectId: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/** A completed project as billing sees it. */
export interface BillableProject {
  id: number;
  code: string;
  name: string;
  serviceName: string;
  workType: 'QTO' | 'FTE' | 'Others';
  /** The customer's price for the service (else the catalogue price). */
  price: string;
  /** Approved hours of "Others" work, or null. */
  approvedHours: string | null;
  addOns: readonly { name: string; price: string }[];
}

/**
 * The lines of one customer's month: each project at its price (× approved hours for "Others" work
 * that has them), each of its add-ons at their price, then the extra storage granted so far.
 */
export function billLines(projects: readonly BillableProject[], extraStorageMb: number): BillLine[] {
  const lines: BillLine[] = [];
  for (const project of projects) {
    const hourly = project.workType === 'Others' && project.approvedHours !== null && toThousandths(project.approvedHours) > 0n;
    const quantity = hourly ? fromThousandths(toThousandths(project.approvedHours ?? '0')) : '1.000';
    const unitPrice = fromThousandths(toThousandths(project.price));
    lines.push({
      kind: 'project',
      projectId: project.id,
      description: `${project.code} ${project.name} · ${project.serviceName}${hourly ? ` (${money(quantity)} hours)` : ''}`,
      quantity,
      unitPrice,
      amount: lineAmount(quantity, unitPrice),
    });
    for (const addOn of project.addOns) {
      const price = fromThousandths(toThousandths(addOn.price));
      lines.push({ kind: 'add_on', projectId: project.id, description: `${addOn.name} · ${project.code}`, quantity: '1.000', unitPrice: price, amount: lineAmount('1', price) });
    }
  }
  if (extraStorageMb > 0) {
    const quantity = storageGb(extraStorageMb);
    lines.push({
      kind: 'storage',
      projectId: null,
      description: `Extra storage: ${extraStorageMb.toLocaleString('en-US')} MB granted`,
      quantity,
      unitPrice: STORAGE_PRICE_PER_GB_MONTH,
      amount: lineAmount(quantity, STORAGE_PRICE_PER_GB_MONTH),
    });
  }
  return lines;
}

/** The invoice total: the exact sum of its lines. */
export function billTotal(lines: readonly Pick<BillLine, 'amount'>[]): string {
  return sumAmounts(lines.map((line) => line.amount));
}

/** How a customer subscribes (spec §7.3), shared by the server's contract and the screens. */
export const SUBSCRIPTION_TYPES = ['monthly', 'annual', 'trial'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
