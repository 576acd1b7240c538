/**
 * The pure rules behind input validation and sign-in throttling: the one day type, storable text,
 * the throttle's growing waits and the TRUST_PROXY setting.
 */
import { describe, expect, it } from 'vitest';
import { delaySeconds, MAX_DELAY_SECONDS } from '../../server/auth/throttle';
import { loadConfig } from '../../server/config';
import { isDay } from '../../src/domain/day';
import { isStorableText } from '../../src/domain/validation';

describe('isDay', () => {
  it('accepts real days of 1900–2999 only', () => {
    for (const day of ['1900-01-01', '2028-02-29', '2999-12-31']) expect(isDay(day), day).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01', '10000-01-01', '2026-02-29', '2026-1-5', '2026-11-22T00:00:00Z', '', ' 2026-01-01']) expect(isDay(bad), bad).toBe(false);
  });
});

describe('isStorableText', () => {
  it('refuses NUL and unpaired surrogates, and keeps every other text', () => {
    for (const text of ['', 'plain', 'tab\tand\nnewline', 'emoji 😀', 'ü ß 漢字']) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['a\u0000b', '\u0000', '\uD800', 'x\uDFFF', '\uDC00\uD800', '😀'.slice(0, 1)]) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('delaySeconds', () => {
  it('is free up to the allowance, then doubles up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 13].map((n) => delaySeconds(n, 3))).toEqual([0, 0, 0, 0, 2, 4, 8, 900]);
    expect(delaySeconds(100, 3)).toBe(MAX_DELAY_SECONDS);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('trusts nobody by default, a hop count, a list of addresses, or everyone', () => {
    for (const off of [undefined, '', '0', 'false', 'off']) expect(trust(off), String(off)).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.2, 10.1.0.0/16')).toEqual(['10.0.0.2', '10.1.0.0/16']);
    const hops = trust('2');
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect([0, 1, 2].map((hop) => hops('198.51.100.1', hop))).toEqual([true, true, false]);
  });
});
