/** The analytics period maths of src/domain/periods.ts: bucket starts and ends, ranges, labels, figures. */
import { describe, expect, it } from 'vitest';
import { isDay } from '../../src/domain/day';
import { bucketCount, bucketEnd, bucketFigures, bucketLabel, bucketStart, bucketStarts, defaultRange, resolveRange, shiftBucket } from '../../src/domain/periods';

describe('days', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('1899-12-31')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});

describe('buckets', () => {
  it('start and end on the bucket bounds', () => {
    expect(bucketStart('year', '2026-11-22')).toBe('2026-01-01');
    expect(bucketStart('month', '2026-11-22')).toBe('2026-11-01');
    expect(bucketStart('day', '2026-11-22')).toBe('2026-11-22');
    expect(bucketEnd('year', '2026-11-22')).toBe('2026-12-31');
    expect(bucketEnd('month', '2024-02-10')).toBe('2024-02-29');
    expect(bucketEnd('month', '2026-12-05')).toBe('2026-12-31');
    expect(bucketEnd('day', '2026-11-22')).toBe('2026-11-22');
  });

  it('shift across year and month ends, both ways', () => {
    expect(shiftBucket('month', '2026-11-01', 3)).toBe('2027-02-01');
    expect(shiftBucket('month', '2026-01-01', -1)).toBe('2025-12-01');
    expect(shiftBucket('day', '2024-02-28', 2)).toBe('2024-03-01');
    expect(shiftBucket('day', '2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftBucket('year', '2026-01-01', -4)).toBe('2022-01-01');
  });

  it('count and list every bucket of a range, both ends included', () => {
    expect(bucketStarts('month', '2025-11-15', '2026-02-02')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(bucketStarts('year', '2024-06-01', '2026-01-01')).toEqual(['2024-01-01', '2025-01-01', '2026-01-01']);
    expect(bucketStarts('day', '2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(bucketCount('day', '2024-01-01', '2024-12-31')).toBe(366);
    expect(bucketCount('month', '2020-01-01', '2029-12-01')).toBe(120);
    expect(bucketCount('month', '2026-05-01', '2026-04-01')).toBe(0);
    // Across a daylight-saving change nothing shifts: days are UTC.
    expect(bucketCount('day', '2026-03-01', '2026-03-31')).toBe(31);
  });
});

describe('ranges', () => {
  it('default to the last 5 years, 12 months or 30 days, ending with the current bucket', () => {
    expect(defaultRange('year', '2026-11-22')).toEqual({ from: '2022-01-01', to: '2026-12-31' });
    expect(defaultRange('month', '2026-11-22')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(defaultRange('day', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    for (const [period, count] of [['year', 5], ['month', 12], ['day', 30]] as const) {
      const range = defaultRange(period, '2026-11-22');
      expect(bucketStarts(period, range.from, range.to)).toHaveLength(count);
    }
  });

  it('widen to whole buckets and fill a missing end with the default length', () => {
    expect(resolveRange('month', '2026-11-22', '2026-02-14', '2026-04-03')).toEqual({ from: '2026-02-01', to: '2026-04-30' });
    expect(resolveRange('year', '2026-11-22', '2021-06-01')).toEqual({ from: '2021-01-01', to: '2025-12-31' });
    expect(resolveRange('month', '2026-11-22', undefined, '2026-06-10')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(resolveRange('day', '2026-11-22')).toEqual(defaultRange('day', '2026-11-22'));
  });
});

describe('labels and figures', () => {
  it('label a bucket as a year, a month or an MM/DD/YYYY day', () => {
    expect(bucketLabel('year', '2026-01-01')).toBe('2026');
    expect(bucketLabel('month', '2026-11-01')).toBe('Nov 2026');
    expect(bucketLabel('day', '2026-03-07')).toBe('03/07/2026');
  });

  it('average turnaround and on-time rate from sums; null when nothing was completed', () => {
    expect(bucketFigures({ created: 4, completed: 3, on_time: 2, turnaround_days: 10 })).toEqual({ created: 4, completed: 3, on_time: 2, avg_turnaround_days: 3.3, on_time_rate: 0.667 });
    expect(bucketFigures({ created: 2, completed: 0, on_time: 0, turnaround_days: 0 })).toEqual({ created: 2, completed: 0, on_time: 0, avg_turnaround_days: null, on_time_rate: null });
  });
});
