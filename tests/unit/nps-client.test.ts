/** The NPS screens' pure parts: the filters kept in the address, the score as shown, and the trend's months. */
import { describe, expect, it } from 'vitest';
import { trendMonths } from '../../server/modules/reviews/stats';
import { filtersFromSearch, npsFilters, rangeError, RANGE_ERROR, searchOf } from '../../src/features/nps/nps-filters';
import { formatNps } from '../../src/features/nps/NpsScoreCard';

describe('NPS filters in the address', () => {
  it('reads the filters it knows and drops malformed ones', () => {
    expect(filtersFromSearch('?customer=3&branch=x&user=0&filter_start_date=2026-01-01&filter_end_date=Jan&other=1')).toEqual({
      customer: '3',
      branch: '',
      user: '',
      filter_start_date: '2026-01-01',
      filter_end_date: '',
    });
  });

  it('writes back what is set, and round-trips', () => {
    const values = { customer: '3', branch: '', user: '12', filter_start_date: '', filter_end_date: '2026-02-01' };
    expect(searchOf(values)).toBe('?customer=3&user=12&filter_end_date=2026-02-01');
    expect(filtersFromSearch(searchOf(values))).toEqual(values);
    expect(searchOf(filtersFromSearch(''))).toBe('');
  });

  it('hands the gateway numbers for ids and leaves out what is not set', () => {
    expect(npsFilters({ customer: '3', branch: '', user: '12', filter_start_date: '2026-01-01', filter_end_date: '' })).toEqual({ customer: 3, user: 12, filter_start_date: '2026-01-01' });
  });

  it('refuses an end before the start', () => {
    const base = { customer: '', branch: '', user: '' };
    expect(rangeError({ ...base, filter_start_date: '2026-03-01', filter_end_date: '2026-02-01' })).toBe(RANGE_ERROR);
    expect(rangeError({ ...base, filter_start_date: '2026-03-01', filter_end_date: '2026-03-01' })).toBeNull();
    expect(rangeError({ ...base, filter_start_date: '', filter_end_date: '2026-03-01' })).toBeNull();
  });
});

describe('the score as shown', () => {
  it('signs it and shows a dash without reviews', () => {
    expect([formatNps(42), formatNps(-8), formatNps(0), formatNps(null)]).toEqual(['+42', '−8', '0', '—']);
  });
});

describe('the months of a trend', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is the last 12 months without dates', () => {
    const months = trendMonths({}, now);
    expect(months).toHaveLength(12);
    expect([months[0], months.at(-1)]).toEqual(['2025-12', '2026-11']);
  });

  it('spans the months of the dates given, across a year end', () => {
    expect(trendMonths({ filter_start_date: '2025-11-15', filter_end_date: '2026-02-01' }, now)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(trendMonths({ filter_end_date: '2026-03-31' }, now)).toHaveLength(12);
    expect(trendMonths({ filter_start_date: '2026-10-02' }, now)).toEqual(['2026-10', '2026-11']);
  });

  it('keeps the last 120 months of a longer range', () => {
    const months = trendMonths({ filter_start_date: '2000-01-01', filter_end_date: '2026-11-30' }, now);
    expect(months).toHaveLength(120);
    expect(months.at(-1)).toBe('2026-11');
  });
});
