/**
 * Reports (spec §2.2, §7.8): the four reports, their sort orders, the rule of a delayed project and
 * the names of their export files. Shared by the server (queries, exports) and the screens.
 */
import type { ProjectStatus } from './project-lifecycle';

export const REPORT_KINDS = ['project', 'error', 'added', 'delayed'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The sort orders of each report (a leading `-` on the wire sorts descending). */
export const REPORT_SORTS = {
  project: ['code', 'name', 'customer', 'due_date', 'created'],
  error: ['reported', 'code', 'name', 'customer'],
  added: ['code', 'name', 'customer', 'created'],
  delayed: ['days_late', 'due_date', 'code', 'name', 'customer'],
} as const satisfies Record<ReportKind, readonly [string, ...string[]]>;
export type ReportSort<K extends ReportKind> = (typeof REPORT_SORTS)[K][number];

/** Each report's default order: newest first, the most late first. */
export const DEFAULT_REPORT_SORT = { project: '-created', error: '-reported', added: '-created', delayed: '-days_late' } as const satisfies Record<ReportKind, string>;

export const REPORT_TITLES: Record<ReportKind, string> = {
  project: 'Project Reports',
  error: 'Error Reports',
  added: 'Added Project Reports',
  delayed: 'Delayed Project Reports',
};

/** The screen path of each report (spec §2.2, exact). */
export const REPORT_PATHS: Record<ReportKind, string> = {
  project: '/reports/projectReports',
  error: '/reports/errorReports',
  added: '/reports/addedProjectReports',
  delayed: '/reports/delayedprojectreports',
};

/** Which day the date filters bound in each report. */
export const REPORT_DATE_LABELS: Record<ReportKind, string> = {
  project: 'Created',
  error: 'Reported',
  added: 'Created',
  delayed: 'Due',
};

/** Work still open: a past due date makes it late today. Cancelled work is never late. */
export const OPEN_STATUSES: readonly ProjectStatus[] = ['pending', 'in_progress', 'on_hold', 'reopen_requested', 'cancellation_requested'];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Days a project is late, or null when it is not: completed work finished (UTC day) after its due
 * date, open work whose due date is before today. The server's SQL says the same (server/reports).
 * @example daysLate('completed', '2026-11-02', '2026-11-05', '2026-11-22') // 3
 * @example daysLate('in_progress', '2026-11-20', null, '2026-11-22') // 2
 */
export function daysLate(status: ProjectStatus, dueDate: string, completedDay: string | null, today: string): number | null {
  let late: number;
  if (status === 'completed') {
    if (!completedDay) return null;
    late = dayNumber(completedDay) - dayNumber(dueDate);
  } else if (OPEN_STATUSES.includes(status)) {
    late = dayNumber(today) - dayNumber(dueDate);
  } else {
    return null;
  }
  return late > 0 ? late : null;
}

export type ExportFormat = 'csv' | 'pdf';

const FILE_STEMS: Record<ReportKind, string> = {
  project: 'project-report',
  error: 'error-report',
  added: 'added-project-report',
  delayed: 'delayed-project-report',
};

/** @example reportFileName('delayed', 'pdf', '2026-11-22') // 'delayed-project-report-2026-11-22.pdf' */
export function reportFileName(kind: ReportKind, format: ExportFormat, day: string): string {
  return `${FILE_STEMS[kind]}-${day}.${format}`;
}
