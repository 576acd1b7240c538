/** How the project view shows a moment: the US day (MM/DD/YYYY) and the local time. */
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../../domain/project-lifecycle';
import { usDay } from '../../../ui/format';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** @example timeOf('2026-11-22T15:04:00Z') // '11/22/2026 3:04 PM' (where the user is) */
export function timeOf(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${usDay(value)} ${TIME.format(date)}`;
}

/** A changed value for people: days as MM/DD/YYYY, empties as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? usDay(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  if (typeof value === 'object' && 'name' in value) return shownValue((value as { name: unknown }).name);
  return JSON.stringify(value);
}

const STATUS_FIELDS = new Set(['status', 'resume_status']);

/** An activity's before or after value: statuses by their labels, the rest as `shownValue`. */
export function activityValue(field: string, value: unknown): string {
  if (STATUS_FIELDS.has(field) && typeof value === 'string' && value in PROJECT_STATUS_LABELS) return PROJECT_STATUS_LABELS[value as ProjectStatus];
  return shownValue(value);
}

/** A field name for people: `due_date` → "Due date". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
