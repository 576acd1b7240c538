/**
 * Reports (spec §7.8): every signed-in account may call every report route (the Reports menu item is
 * for everyone); which rows it answers is the caller's Enq scope, tested in tests/api/reports.test.ts.
 * Reports only read.
 */
import { everyone, type AccessCase } from './model';

const narrow = (ids: Parameters<AccessCase['url']>[0]) => ({ customer: ids.customer('Summit Builders'), filter_start_date: '2026-01-01', filter_end_date: '2026-12-31' });

const pages: [string, string][] = [
  ['/reports', 'overview'],
  ['/reports/projectReports', 'project report'],
  ['/reports/geterrorreportbyPagination', 'error report'],
  ['/reports/addedreports', 'added-project report'],
  ['/reports/delayedprojectreports', 'delayed project report'],
];
const files: [string, object][] = [
  ['/reports/exportprojectpdf', {}],
  ['/reports/exportcsv', {}],
  ['/reports/downloaderrorreport', { format: 'csv' }],
  ['/reports/exportaddedpdf', {}],
  ['/reports/exportaddedcsv', {}],
  ['/reports/exportdelayedreports', { format: 'pdf' }],
];

export const REPORT_CASES: readonly AccessCase[] = [
  ...pages.map(([path, what]): AccessCase => ({ name: `POST ${path} (${what})`, url: () => `/api${path}`, body: (ids) => ({ ...narrow(ids), ...(path === '/reports' ? {} : { pageNumber: 1 }) }), expect: everyone })),
  ...files.map(([path, extra]): AccessCase => ({ name: `POST ${path}`, url: () => `/api${path}`, body: (ids) => ({ ...narrow(ids), ...extra }), expect: everyone })),
  { name: 'POST /reports/filters/partners', url: () => '/api/reports/filters/partners', body: () => ({}), expect: everyone },
  { name: 'POST /reports/filters/customers', url: () => '/api/reports/filters/customers', body: (ids) => ({ partner: ids.partner('Northwind Estimating Partners') }), expect: everyone },
  { name: 'POST /reports/filters/branches', url: () => '/api/reports/filters/branches', body: (ids) => ({ customer: ids.customer('Summit Builders') }), expect: everyone },
  { name: 'POST /reports/filters/services', url: () => '/api/reports/filters/services', body: () => ({}), expect: everyone },
];
