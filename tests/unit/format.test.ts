// How the portal shows money, days and sizes (src/ui/format.ts): the formatters are made on first
// use (ADR 0280, 0289), and give the spec's US formats.
import { describe, expect, it } from 'vitest';
import { formatBytes, formatter, usd, usDay } from '../../src/ui/format';

describe('format', () => {
  it('shows dollars with two to three decimals', () => {
    expect(usd('299.125')).toBe('$299.125');
    expect(usd(1200)).toBe('$1,200.00');
    expect(usd('-5')).toBe('-$5.00');
  });

  it('shows a day as MM/DD/YYYY without a time-zone shift, and a timestamp as its local day', () => {
    expect(usDay('2026-11-26')).toBe('11/26/2026');
    const stamp = new Date(2026, 0, 5, 23, 30);
    expect(usDay(stamp.toISOString())).toBe('01/05/2026');
    expect(usDay('not a day')).toBe('not a day');
  });

  it('shows sizes with one decimal in the unit that fits', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567890123, 'GB')).toBe('1,149.8 GB');
  });

  it('makes each formatter once', () => {
    expect(formatter('usd')).toBe(formatter('usd'));
    expect(formatter('localDay')).not.toBe(formatter('oneDecimal'));
  });
});
