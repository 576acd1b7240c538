/**
 * The due-date calendar (spec §7.11): every signed-in account may call it (the menu item is for
 * everyone); which projects it answers is the Enq scope, tested in tests/api/calendar.test.ts.
 */
import { everyone, type AccessCase } from './model';

const filters = { customer: null, branch: null, status: null };

export const CALENDAR_CASES: readonly AccessCase[] = [
  { name: 'POST /calendar', url: () => '/api/calendar', body: () => ({ from: '2026-11-01', to: '2026-11-07', ...filters }), expect: everyone },
  { name: 'POST /calendar/monthview', url: () => '/api/calendar/monthview', body: () => ({ month: '2026-11', ...filters }), expect: everyone },
  { name: 'POST /calendar/weekview', url: () => '/api/calendar/weekview', body: () => ({ start: '2026-11-22', ...filters }), expect: everyone },
  { name: 'POST /calendar/blockeddays', url: () => '/api/calendar/blockeddays', body: () => ({ from: '2026-11-01', to: '2026-12-31' }), expect: everyone },
];
