/**
 * What the record routes share beyond the contracts' field builders (`src/domain/contracts/fields.ts`):
 * the status-change body, the `{ id, name }` option schemas of answers, the revision and stamps of a
 * record's answer and the foreign-key check.
 */
import { statusField } from '../../src/domain/contracts/fields';
import { objectBody } from '../validation';

export const StatusBody = objectBody({ status: statusField });

export const optionSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;
export const optionsSchema = { type: 'array', items: optionSchema } as const;
/** `{ id, name }` or null, for a linked record in an answer. */
export const linkSchema = { type: ['object', 'null'], required: ['id', 'name'], properties: optionSchema.properties } as const;

/** The first properties of a person-like record (partners, agents): who and how to reach them. */
export const contactProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string', nullable: true },
} as const;

/** The last properties of a record people edit: its revision (bumped by `bumpedBy`) and its stamps. */
export function revisedProperties(bumpedBy = 'every update') {
  return {
    revision: { type: 'integer', description: `Sent back with an update; bumped by ${bumpedBy}` },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  } as const;
}

/**
 * The JSON Schema of a record people edit: `id`, its fields, then the revision and stamps. `required`
 * names the fields every answer carries besides those four.
 */
export function recordSchema<const P extends Record<string, object>>(properties: P, required: readonly (keyof P & string)[], bumpedBy?: string) {
  return {
    type: 'object',
    required: ['id', ...required, 'revision', 'created_at', 'updated_at'],
    properties: { id: { type: 'integer' }, ...properties, ...revisedProperties(bumpedBy) },
  } as const;
}

/**
 * The named fields of an object, as they are: `pick(row, 'id', 'name')` is `{ id: row.id, name: row.name }`.
 * Of a table, its columns for a select list, each still qualified by its table (as a select with a
 * correlated subquery needs; drizzle's `getTableColumns` would bind them to the subquery's table).
 */
export function pick<T extends object, K extends keyof T>(object: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, object[name]])) as Pick<T, K>;
}

export interface Option {
  id: number;
  name: string;
}

/** A PostgreSQL foreign-key violation, as thrown by either driver. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
