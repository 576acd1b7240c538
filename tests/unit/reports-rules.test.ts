/** Reports' pure parts: the delayed rule, file names, the export progress shown and the request bodies. */
import { describe, expect, it } from 'vitest';
import { daysLate, reportFileName, REPORT_KINDS, REPORT_PATHS } from '../../src/domain/reports';
import { progressView } from '../../src/features/reports/report-progress';
import { reportExportBody, reportFilterVariables, reportRangeError, reportVariables } from '../../src/features/reports/report-filters';

const TODAY = '2026-11-22';

describe('daysLate', () => {
  it.each([
    ['completed', '2026-11-02', '2026-11-05', 3],
    ['completed', '2026-11-05', '2026-11-05', null],
    ['completed', '2026-11-05', '2026-11-01', null],
    ['completed', '2026-11-05', null, null],
    ['in_progress', '2026-11-20', null, 2],
    ['pending', '2026-11-22', null, null],
    ['on_hold', '2025-11-22', null, 365],
    ['reopen_requested', '2026-11-21', null, 1],
    ['cancellation_requested', '2026-12-01', null, null],
    ['cancelled', '2026-01-01', null, null],
  ] as const)('%s due %s, completed %s: %s', (status, due, completed, late) => {
    expect(daysLate(status, due, completed, TODAY)).toBe(late);
  });

  it('counts across a year and a leap day', () => {
    expect(daysLate('completed', '2028-02-28', '2028-03-01', TODAY)).toBe(2);
    expect(daysLate('in_progress', '2025-12-31', null, '2026-01-01')).toBe(1);
  });
});

describe('report paths and files', () => {
  it('keeps the spec paths and dated file names', () => {
    expect(REPORT_KINDS.map((kind) => REPORT_PATHS[kind])).toEqual(['/reports/projectReports', '/reports/errorReports', '/reports/addedProjectReports', '/reports/delayedprojectreports']);
    expect(reportFileName('project', 'csv', TODAY)).toBe('project-report-2026-11-22.csv');
    expect(reportFileName('error', 'pdf', TODAY)).toBe('error-report-2026-11-22.pdf');
    expect(reportFileName('added', 'pdf', TODAY)).toBe('added-project-report-2026-11-22.pdf');
    expect(reportFileName('delayed', 'csv', TODAY)).toBe('delayed-project-report-2026-11-22.csv');
  });
});

describe('progressView', () => {
  it('counts CSV rows after the header against the announced total', () => {
    expect(progressView('csv', { bytes: 0, lineEnds: 0, totalRows: 200 })).toEqual({ percent: 0, text: '0 of 200 rows · 0 B' });
    expect(progressView('csv', { bytes: 2048, lineEnds: 51, totalRows: 200 })).toEqual({ percent: 25, text: '50 of 200 rows · 2.0 KB' });
    // A quoted line break inside a cell never pushes past the total.
    expect(progressView('csv', { bytes: 9000, lineEnds: 260, totalRows: 200 }).percent).toBe(100);
    expect(progressView('csv', { bytes: 120_000, lineEnds: 1, totalRows: 0 }).percent).toBe(100);
  });

  it('shows bytes and the row count for a PDF, with no percentage', () => {
    expect(progressView('pdf', { bytes: 3 * 1024 * 1024, lineEnds: 7, totalRows: 12_345 })).toEqual({ percent: null, text: '3.0 MB received · 12,345 rows' });
    expect(progressView('pdf', { bytes: 10, lineEnds: 0, totalRows: 1 }).text).toBe('10 B received · 1 row');
    expect(progressView('csv', { bytes: 10, lineEnds: 0, totalRows: null })).toEqual({ percent: null, text: '10 B received' });
  });
});

describe('report request bodies', () => {
  const variables = { pageNumber: 2, pageSize: 10, sort: '-days_late', partner: '3', customer: '', branch: '7', service: 'x', filter_start_date: '2026-01-01', other: 'ignored' };

  it('sends ids as numbers and days as typed, leaving out what is unset or not a filter', () => {
    expect(reportVariables(variables)).toEqual({ pageNumber: 2, pageSize: 10, sort: '-days_late', partner: 3, branch: 7, filter_start_date: '2026-01-01' });
  });

  it('exports without the page, and counts without the sort', () => {
    expect(reportExportBody(variables)).toEqual({ sort: '-days_late', partner: 3, branch: 7, filter_start_date: '2026-01-01' });
    expect(reportFilterVariables(variables)).toEqual({ partner: 3, branch: 7, filter_start_date: '2026-01-01' });
  });

  it('refuses a backwards range', () => {
    expect(reportRangeError('2026-02-01', '2026-01-01')).toBe('The start date must be on or before the end date');
    expect(reportRangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(reportRangeError(undefined, '2026-01-01')).toBeNull();
  });
});
