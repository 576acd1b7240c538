/**
 * The pieces every list and record route shares (DESIGN §5): page, search and sort of a list
 * request, the `{id}` path parameter, the list answer, and the unique-violation check.
 */
import { z } from 'zod';
import { idField } from '../../src/domain/contracts/fields';
import { envelopeSchema } from './schemas';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** `pageNumber` (from 1), `pageSize` (default 10, at most 100) and `search` of every list request. */
export const listShape = {
  pageNumber: z
    .number({ error: 'pageNumber must be a whole number from 1' })
    .int('pageNumber must be a whole number from 1')
    .min(1, 'pageNumber must be a whole number from 1')
    .max(1_000_000, 'pageNumber is too large'),
  pageSize: z
    .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  search: z
    .string({ error: 'search must be text' })
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() || undefined),
};

// Query strings arrive as text: whole numbers become numbers, anything else is refused by the field.
export const queryNumber = (value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value);
/** An optional id filter of a query string, e.g. `partner`: absent or empty (`?partner=`) means none. */
export const queryId = (label: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : queryNumber(value)), z.optional(idField(label)));
/** `listShape` of a GET list: its page fields read from the query string. */
export const listQueryShape = { ...listShape, pageNumber: z.preprocess(queryNumber, listShape.pageNumber), pageSize: z.preprocess(queryNumber, listShape.pageSize) };

/** A `sort` field: one of the names, optionally prefixed with `-` for descending. */
export function sortField<const Name extends string>(names: readonly [Name, ...Name[]]) {
  const allowed = names.flatMap((name) => [name, `-${name}`]);
  return z
    .string({ error: `sort must be one of ${allowed.join(', ')}` })
    .refine((value) => allowed.includes(value), `sort must be one of ${allowed.join(', ')}`)
    .transform((value) => ({ by: value.replace(/^-/, '') as Name, descending: value.startsWith('-') }))
    .optional()
    .describe(`One of ${allowed.join(', ')} (a leading - sorts descending)`);
}

const MAX_ID = 2_147_483_647;
/** The `{id}` of a path: a positive whole number. */
export const IdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive whole number')
    .transform(Number)
    .refine((id) => id <= MAX_ID, 'id must be a positive whole number'),
});

/** A search term for ILIKE, its wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A page of `item` rows: `{ data, total, hasMore, pageNumber }`, with `more` properties beside them;
 * `totalCapped` (only when true) says a search's count stopped at `total`: more match.
 */
export function listPageSchema(item: object, more: Record<string, object> = {}) {
  return {
    type: 'object',
    required: ['data', 'total', 'hasMore', 'pageNumber', ...Object.keys(more)],
    properties: {
      data: { type: 'array', items: item },
      total: { type: 'integer' },
      hasMore: { type: 'boolean' },
      pageNumber: { type: 'integer' },
      totalCapped: { type: 'boolean', description: 'Only when true: a search counted its matches up to `total`, and more match' },
      ...more,
    },
  } as const;
}

export function listAnswerSchema(item: object) {
  return envelopeSchema({ data: listPageSchema(item) });
}

export interface ListPage<T> {
  data: T[];
  total: number;
  hasMore: boolean;
  pageNumber: number;
}

export function listPage<T>(data: T[], total: number, pageNumber: number, pageSize: number): ListPage<T> {
  return { data, total, hasMore: pageNumber * pageSize < total, pageNumber };
}

/** A PostgreSQL unique violation, as thrown by either driver (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The rows of a page in the order of its ids. Lists page by id first (a narrow, indexed query) and
 * then read the wide rows of just that page: with the joins and per-row counts in the paged query,
 * PostgreSQL computes them for every skipped row too (page 5,000 of 100,000 customers took 500 ms).
 */
export function inPageOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Exports read whole rows this many ids at a time. */
export const EXPORT_BATCH = 1000;

/** The rows of these ids in their order, read `size` ids at a time (an export holds one batch in memory). */
export async function* inBatches<T extends { id: number }>(ids: readonly number[], size: number, read: (batch: number[]) => Promise<T[]>): AsyncGenerator<T> {
  for (let at = 0; at < ids.length; at += size) {
    const batch = ids.slice(at, at + size);
    yield* inPageOrder(batch, await read(batch));
  }
}
