/**
 * How a project activity's changes read to people, the same on the project view and in the project
 * PDF: fields by name ("Due date"), statuses by their lifecycle labels ("In Progress"), days as
 * MM/DD/YYYY and empties as a dash.
 */
import { PROJECT_STATUS_LABELS, type ProjectStatus } from './project-lifecycle';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const STATUS_FIELDS = new Set(['status', 'resume_status']);

/** A changed value for people: days as MM/DD/YYYY, empties as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    return day ? `${day[2]}/${day[3]}/${day[1]}` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  if (typeof value === 'object' && 'name' in value) return shownValue((value as { name: unknown }).name);
  return JSON.stringify(value);
}

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

/**
 * What an activity changed, one "Field: before → after" per line.
 * @example describeChanges({ status: { before: 'pending', after: 'in_progress' } }) // 'Status: Pending → In Progress'
 */
export function describeChanges(changes: unknown): string {
  if (!changes || typeof changes !== 'object') return '';
  return Object.entries(changes as Record<string, unknown>)
    .map(([field, change]) => {
      const { before, after } = (change ?? {}) as { before?: unknown; after?: unknown };
      return `${fieldLabel(field)}: ${activityValue(field, before)} → ${activityValue(field, after)}`;
    })
    .join('\n');
}
