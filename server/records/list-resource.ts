/**
 * The record kernel's list and export routes (issue 13 §3): a record resource declares its list query
 * once — the body (paging, search, sort and filters, in zod), the sort columns, the search, filter and
 * scope conditions, the id query with the joins they need, and the reader of whole rows — and gets:
 *
 * - `POST /<path>` (or `GET` with a query string, as the spec has for agents): a page of rows in the
 *   list envelope `{ data, total, hasMore, pageNumber }`;
 * - `POST /<path>/export`: the same body, paging ignored, answered as a CSV file of exactly the rows
 *   the list shows for it across all its pages (same scope, filters, search and order).
 *
 * Lists that are not record areas run on it too (Manage Storage, the reviews, the invoices): they may
 * name their file, give the export's body (a refined body cannot drop its paging), default to a
 * descending order, answer more beside the page, read over all the matching rows (the reviews' NPS
 * summary), name their page field otherwise (the spec's `page_number` of the invoices), have neither
 * search nor sort (then always in the default order), and bring their rows up to date before either
 * route reads them (the invoices' running month).
 *
 * Both read ids first — a narrow, indexed query of the matching ids in list order — and then the wide
 * rows of just those ids: a page's worth for the list, batches of `EXPORT_BATCH` for the export, so an
 * export of any length holds one batch of rows in memory (and the ids) while it streams. Both routes
 * have the list's guard.
 */
import { and, asc, count, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { ColumnSpec, CsvColumn } from '../exports/csv';
import { usDate } from '../exports/dates';
import { defineRoute, type Access } from '../http/define-route';
import { EXPORT_BATCH, inBatches, inPageOrder, likePattern, listPage, listPageSchema } from '../http/lists';
import { sendCsv } from '../http/send-file';

/** What the queries of a list read with. */
export type Reader = Pick<Db, 'select'>;

/** What every list body holds once parsed: paging (the page under `pageNumber` unless the resource names it), the trimmed search and the sort. */
interface ListInput<Sort extends string> {
  pageSize: number;
  search?: string | undefined;
  sort?: { by: Sort; descending: boolean } | undefined;
}

/** The page fields' names in the body. */
type PageField = 'pageNumber' | 'page_number';

/** A sort column, or (for an order a column cannot say, e.g. nulls last) the ORDER BY term itself. */
export type SortKey = Column | SQL | ((descending: boolean) => SQL);

/** The list's filters: everything in the body but paging, search and sort. */
export type FiltersOf<Input> = Omit<Input, PageField | 'pageSize' | 'search' | 'sort'>;

/** The sort names of the body; any one name (the only order) when the body has no sort. */
type SortOf<Input> = Input extends { sort?: { by: infer Sort } | undefined } ? Sort & string : string;

export interface ListResource<Body extends z.ZodObject, Item extends { id: number }> {
  /** `/<path>` lists, `/<path>/export` exports; the file is `<path>-YYYY-MM-DD.csv` unless `file` names it. */
  path: string;
  file?: string;
  /** GET: the body arrives as the query string (agents, spec §7.5); the export is a POST either way. */
  method?: 'GET';
  /** The list's and the export's guard is the view guard. */
  access: { view: Access };
  tags: string[];
  summary: string;
  messages: { listed: string };
  /** `listShape`, `sort: sortField([...])` and the filters; the export takes it without the paging. */
  body: Body;
  /** The body's page number field: `pageNumber` unless named (the answer's is `pageNumber` either way). */
  pageField?: PageField;
  /** The export's body, where `body` has refinements (zod cannot omit the paging of a refined object). */
  exportBody?: z.ZodType;
  /** JSON Schema of one row of the answer. */
  item: object;
  /** The ORDER BY of each sort name, and the one used when none is asked for (`-name` descending); the row id breaks ties. */
  sorts: Record<SortOf<z.output<Body>>, SortKey>;
  defaultSort: NoInfer<SortOf<z.output<Body>>> | `-${NoInfer<SortOf<z.output<Body>>>}`;
  /** The listed table: its id is the last key of every order. */
  table: PgTable & { id: PgColumn };
  /** `select({ id })` from the table with the joins the conditions and sorts need (`.$dynamic()`); the bare table when none. */
  ids?(q: Reader): PgSelect;
  /** The rows the caller may see; undefined for every row. */
  scope?(request: FastifyRequest): SQL | undefined;
  /** What a search matches, given its ILIKE pattern; none for a body without `search`. */
  search?(pattern: string): SQL | undefined;
  /** The filters that match a column's value: the body key and its column. */
  equals?: { [Key in keyof FiltersOf<z.output<Body>>]?: Column };
  /** One condition a filter given (undefined for those not given), for the filters `equals` cannot say. */
  filters?(filters: FiltersOf<z.output<Body>>): (SQL | undefined)[];
  /** The answer rows of these ids, in any order, read through `q` only (the export reads in a transaction). */
  read(q: Reader, ids: number[]): Promise<Item[]>;
  /** The file's columns: a human header and the text of each row, or the field (a link's name) it shows. */
  columns: readonly ColumnSpec<NoInfer<Item>>[];
  /** Run before the list or the export reads: rows kept by the reads brought up to date for this caller and these filters. */
  prepare?(request: FastifyRequest, filters: FiltersOf<z.output<Body>>): Promise<void>;
  /** What the list answers beside the page, read over every matching row (`where`: the list's condition). */
  more?: { schema: Record<string, object>; read(q: Reader, where: SQL | undefined): Promise<Record<string, unknown>> };
}

/** The condition `column = value`, or none when the filter is not given. */
function matches<T>(column: Column, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

const STATUS_LABELS: Record<string, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

/** The Status column of a record with a status. */
export const statusColumn: CsvColumn<{ status: string }> = { header: 'Status', value: (row) => STATUS_LABELS[row.status] ?? row.status };

/** The Created column: the UTC day, MM/DD/YYYY as the project exports write it. */
export const createdColumn: CsvColumn<{ created_at: string }> = { header: 'Created', value: (row) => usDate(row.created_at) };

/** The last columns of a record with a status: Status, then Created. */
export const stampColumns = [statusColumn, createdColumn] as const;

/**
 * A read with PostgreSQL's JIT compiler off. The estimate of a batch of 1,000 rows with per-row counts
 * passes the JIT thresholds, and compiling then costs far more than the read: 0.48 s of JIT for 5 ms
 * of work per customers batch (100,000 customers exported in 40 s instead of 3 s).
 */
function withoutJit<T>(db: Db, read: (tx: Reader) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}

/** The list and export routes of one record resource. */
export function recordListRoutes<Body extends z.ZodObject, Item extends { id: number }>(app: FastifyInstance, resource: ListResource<Body, Item>): void {
  type Input = ListInput<SortOf<z.output<Body>>>;
  const { db } = app;
  const { table } = resource;
  const pageField = resource.pageField ?? 'pageNumber';
  const idsQuery = (q: Reader): PgSelect => resource.ids?.(q) ?? q.select({ id: table.id }).from(table).$dynamic();

  function filtersOf(input: Input): FiltersOf<z.output<Body>> {
    const { [pageField]: _page, pageSize: _size, search: _search, sort: _sort, ...filters } = input as Input & Record<PageField, unknown>;
    return filters as FiltersOf<z.output<Body>>;
  }

  /** The list's condition, once `prepare` (if any) has brought the rows up to date. */
  async function whereOf(request: FastifyRequest, input: Input): Promise<SQL | undefined> {
    const filters = filtersOf(input);
    await resource.prepare?.(request, filters);
    return and(
      resource.scope?.(request),
      input.search ? resource.search?.(likePattern(input.search)) : undefined,
      ...Object.entries(resource.equals ?? {}).map(([key, column]) => matches(column as Column, (filters as Record<string, unknown>)[key])),
      ...(resource.filters?.(filters) ?? []),
    );
  }

  const defaultSort = { by: resource.defaultSort.replace(/^-/, '') as SortOf<z.output<Body>>, descending: resource.defaultSort.startsWith('-') };

  function orderOf(requested: Input['sort']): SQL[] {
    const sort = requested ?? defaultSort;
    const { descending } = sort;
    const key: SortKey = resource.sorts[sort.by];
    const direction = descending ? desc : asc;
    return [typeof key === 'function' ? key(descending) : direction(key), direction(table.id)];
  }

  const idsOf = async (query: PgSelect): Promise<number[]> => ((await query) as { id: number }[]).map((row) => row.id);

  defineRoute(app, {
    method: resource.method ?? 'POST',
    url: `/${resource.path}`,
    access: resource.access.view,
    tags: resource.tags,
    summary: resource.summary,
    ...(resource.method === 'GET' ? { querystring: resource.body } : { body: resource.body }),
    data: listPageSchema(resource.item, resource.more?.schema),
    handler: async (request) => {
      const input = (resource.method === 'GET' ? request.query : request.body) as Input & Record<PageField, number>;
      const where = await whereOf(request, input);
      const { [pageField]: pageNumber, pageSize } = input;
      // The count and the page run side by side (two pool connections on PostgreSQL): the count of a
      // wide scope is the slow half, and the page's rows need not wait for it.
      const [[totalRow], rows, more] = await Promise.all([
        db.select({ total: count() }).from(idsQuery(db).where(where).as('matching')),
        idsOf(
          idsQuery(db)
            .where(where)
            .orderBy(...orderOf(input.sort))
            .limit(pageSize)
            .offset((pageNumber - 1) * pageSize),
        ).then(async (ids) => (ids.length > 0 ? inPageOrder(ids, await resource.read(db, ids)) : [])),
        resource.more?.read(db, where),
      ]);
      return { status: 200, messages: resource.messages.listed, data: { ...listPage(rows, Number(totalRow?.total ?? 0), pageNumber, pageSize), ...more } };
    },
  });

  const ExportBody = resource.exportBody ?? resource.body.omit({ [pageField]: true, pageSize: true } as Partial<Record<PageField | 'pageSize', true>>);
  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/export`,
    access: resource.access.view,
    tags: resource.tags,
    summary: `The list for these filters, search and sort as CSV: every row in scope, not paged (pageNumber and pageSize are ignored; X-Total-Rows: the count)`,
    body: ExportBody,
    handler: async (request, reply) => {
      const input = request.body as unknown as Input;
      const ids = await idsOf(
        idsQuery(db)
          .where(await whereOf(request, input))
          .orderBy(...orderOf(input.sort)),
      );
      return sendCsv(reply, resource.file ?? resource.path, resource.columns, inBatches(ids, EXPORT_BATCH, (batch) => withoutJit(db, (tx) => resource.read(tx, batch))), ids.length);
    },
  });
}
