/**
 * What the record routes share beyond the contracts' field builders (`src/domain/contracts/fields.ts`):
 * the status-change body, the `{ id, name }` option schemas of answers and the foreign-key check.
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
