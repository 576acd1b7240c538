/** The invoice arithmetic (src/domain/billing.ts): exact decimals, cent rounding, the lines of a month. */
import { describe, expect, it } from 'vitest';
import {
  billLines,
  billTotal,
  fromThousandths,
  invoiceNumber,
  lineAmount,
  money,
  periodBounds,
  periodDays,
  periodFromIndex,
  periodIndex,
  periodLabel,
  periodOf,
  STORAGE_PRICE_PER_GB_MONTH,
  storageGb,
  sumAmounts,
  toThousandths,
  usdPrice,
  usdText,
  type BillableProject,
} from '../../src/domain/billing';

describe('decimals', () => {
  it('reads and writes thousandths exactly', () => {
    expect(toThousandths('12.5')).toBe(12500n);
    expect(toThousandths('0.001')).toBe(1n);
    expect(toThousandths('450')).toBe(450000n);
    expect(toThousandths('-3.25')).toBe(-3250n);
    expect(fromThousandths(12500n)).toBe('12.500');
    expect(fromThousandths(-5n)).toBe('-0.005');
    expect(() => toThousandths('1.2345')).toThrow();
    expect(() => toThousandths('abc')).toThrow();
  });

  it('rounds a line to whole cents, half away from zero', () => {
    expect(lineAmount('1', '900.125')).toBe('900.130');
    expect(lineAmount('1', '180.255')).toBe('180.260');
    expect(lineAmount('1', '180.254')).toBe('180.250');
    expect(lineAmount('12.5', '110.5')).toBe('1381.250');
    expect(lineAmount('12.5', '125.125')).toBe('1564.060');
    expect(lineAmount('0.488', '2')).toBe('0.980');
    expect(lineAmount('9999.99', '999999999.999')).toBe('9999989999990.000');
  });

  it('sums without float drift', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.300');
    expect(sumAmounts(Array.from({ length: 1000 }, () => '0.010'))).toBe('10.000');
    expect(sumAmounts([])).toBe('0.000');
  });

  it('shows money as US dollars from the string', () => {
    expect(money('1564.060')).toBe('1564.06');
    expect(money('0')).toBe('0.00');
    expect(usdText('1234567.5')).toBe('$1,234,567.50');
    expect(usdText('999.999')).toBe('$1,000.00');
    expect(usdPrice('450.000')).toBe('$450.00');
    expect(usdPrice('1299.125')).toBe('$1,299.125');
  });

  it('turns megabytes into gigabytes', () => {
    expect(storageGb(10240)).toBe('10.000');
    expect(storageGb(500)).toBe('0.488');
    expect(storageGb(1)).toBe('0.001');
  });
});

describe('periods', () => {
  it('are UTC months', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(periodOf(new Date('2026-12-01T00:00:00Z'))).toEqual({ year: 2026, month: 12 });
    const { start, end } = periodBounds({ year: 2026, month: 12 });
    expect(start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodFromIndex(periodIndex({ year: 2026, month: 12 }) + 1)).toEqual({ year: 2027, month: 1 });
    expect(periodLabel({ year: 2026, month: 11 })).toBe('November 2026');
    expect(periodDays({ year: 2028, month: 2 })).toBe('02/01/2028 – 02/29/2028');
    expect(invoiceNumber(3, { year: 2026, month: 7 })).toBe('INV-202607-000003');
  });
});

describe('the lines of a month', () => {
  const base = { serviceName: 'Commercial Quantity Take-Off', workType: 'QTO' as const, approvedHours: null, addOns: [] };
  const projects: BillableProject[] = [
    { ...base, id: 1, code: 'PRJ-000001', name: 'Tower', price: '900.125', addOns: [{ name: 'Rush Delivery (24 hours)', price: '180.255' }] },
    { ...base, id: 2, code: 'PRJ-000002', name: 'Consult', serviceName: 'Cost Estimation Consulting', workType: 'Others', price: '110.50', approvedHours: '12.50' },
    { ...base, id: 3, code: 'PRJ-000003', name: 'Review', serviceName: 'Bid Review', workType: 'Others', price: '350', approvedHours: null },
    { ...base, id: 4, code: 'PRJ-000004', name: 'Staff', serviceName: 'Full-Time Estimator', workType: 'FTE', price: '5200', approvedHours: '40' },
  ];

  it('bills each project, its add-ons, and the extra storage', () => {
    const lines = billLines(projects, 10240);
    expect(lines.map((line) => [line.kind, line.projectId, line.quantity, line.unitPrice, line.amount])).toEqual([
      ['project', 1, '1.000', '900.125', '900.130'],
      ['add_on', 1, '1.000', '180.255', '180.260'],
      ['project', 2, '12.500', '110.500', '1381.250'],
      ['project', 3, '1.000', '350.000', '350.000'],
      // Approved hours only count for "Others" work.
      ['project', 4, '1.000', '5200.000', '5200.000'],
      ['storage', null, '10.000', STORAGE_PRICE_PER_GB_MONTH, '20.000'],
    ]);
    expect(lines[2]?.description).toBe('PRJ-000002 Consult · Cost Estimation Consulting (12.50 hours)');
    expect(lines[1]?.description).toBe('Rush Delivery (24 hours) · PRJ-000001');
    expect(lines[5]?.description).toBe('Extra storage: 10,240 MB granted');
    expect(billTotal(lines)).toBe('8031.640');
  });

  it('bills nothing for an empty month', () => {
    expect(billLines([], 0)).toEqual([]);
    expect(billTotal([])).toBe('0.000');
  });
});
