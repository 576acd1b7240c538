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
 * Lists that are not record areas run on it too (Manage Storage, the reviews, the invoices, the
 * projects): they may name their file, give the export's body (a refined body cannot drop its paging),
 * default to a descending order, answer more beside the page, read over all the matching rows (the
 * reviews' NPS summary), name their page field otherwise (the spec's `page_number` of the invoices),
 * have neither search nor sort (then always in the default order), and bring their rows up to date
 * before any route reads them (the invoices' running month). The projects' list also names its export's url (`/projects/exportcsv`), adds a PDF of the
 * same rows (`pdf`: a table under a title and a line saying what made the view) and a narrower list of
 * the same body (`views`: the projects with an open RFI); its CSV takes the `ids` selected in the list.
 *
 * Both read ids first — a narrow, indexed query of the matching ids in list order — and then the wide
 * rows of just those ids: a page's worth for the list, batches of `EXPORT_BATCH` for the export, so an
 * export of any length holds one batch of rows in memory (and the ids) while it streams. Both routes
 * have the list's guard.
 */
import { and, asc, count, desc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { ColumnSpec, CsvColumn } from '../exports/csv';
import { usDate } from '../exports/dates';
import { listPdf, type PdfColumn } from '../exports/pdf';
import { todayIn } from '../../src/domain/due-dates';
import { defineRoute, type Access } from '../http/define-route';
import { EXPORT_BATCH, inBatches, inPageOrder, likePattern, listPage, listPageSchema } from '../http/lists';
import { sendCsv, sendFile } from '../http/send-file';
import { requireUser } from '../plugins/auth';

/** What the queries of a list read with. */
export type Reader = Pick<Db, 'select'>;

/** What every list body holds once parsed: paging (the page under `pageNumber` unless the resource names it), the trimmed search and the sort. */
interface ListInput<Sort extends string> {
  pageSize: number;
  search?: string | undefined;
  sort?: { by: Sort; descending: boolean } | undefined;
  /** An export's selected rows, when its body has `ids`. */
  ids?: readonly number[] | undefined;
}

/** A sort column, or (for an order a column cannot say, e.g. nulls last, or several columns) the ORDER BY terms themselves. */
export type SortKey = Column | SQL | ((descending: boolean) => SQL | SQL[]);

/** The page fields' names in the body. */
type PageField = 'pageNumber' | 'page_number';

/** The list's filters: everything in the body but paging, search and sort. */
export type FiltersOf<Input> = Omit<Input, PageField | 'pageSize' | 'search' | 'sort'>;

/** The sort names of the body; any one name (the only order) when the body has no sort. */
type SortOf<Input> = Input extends { sort?: { by: infer Sort } | undefined } ? Sort & string : string;

export interface ListResource<Body extends z.ZodObject, Item extends { id: number }> {
  /** `/<path>` lists, `/<path>/export` (or `exportUrl`) exports; the file is `<path>-YYYY-MM-DD.csv` unless `file` names it. */
  path: string;
  file?: string;
  exportUrl?: string;
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
  /** The export's body, where `body` has refinements (zod cannot omit the paging of a refined object); with `ids`, only those rows. */
  exportBody?: z.ZodType;
  /** JSON Schema of one row of the answer. */
  item: object;
  /** The ORDER BY of each sort name, and the one used when none is asked for (`-name` descending); the row id breaks ties. */
  sorts: Record<SortOf<z.output<Body>>, SortKey>;
  defaultSort: NoInfer<SortOf<z.output<Body>>> | `-${NoInfer<SortOf<z.output<Body>>>}`;
  /** The listed table: its id is the last key of every order. */
  table: PgTable & { id: PgColumn };
  /**
   * `select({ id })` from the table with the joins the conditions and the asked sort need (`.$dynamic()`);
   * the bare table when none. `sort` is undefined for the count, which needs no join a sort alone needs.
   */
  ids?(q: Reader, sort?: SortOf<z.output<Body>>): PgSelect;
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
  /** More lists of the same body, rows and guard at their own urls, each narrowed by its condition. */
  views?: { url: string; summary: string; where: SQL }[];
  /**
   * The rows of the export as a PDF at `url` (body: `body`, else the export's; the file `<file>-YYYY-MM-DD.pdf`):
   * a table of `columns` under `title` and "<count> <noun> · <describe's line>", the caller and the day in every footer.
   */
  pdf?: {
    url: string;
    body?: z.ZodType;
    title: string;
    noun: readonly [one: string, many: string];
    columns: readonly PdfColumn<NoInfer<Item>>[];
    emptyText: string;
    /** What made the view, e.g. "Customer: Summit Builders · Sorted by Due Date". */
    describe(q: Reader, request: FastifyRequest, input: Omit<z.output<Body>, 'pageNumber' | 'pageSize'>): Promise<string>;
  };
}

/** The condition `column = value`, or none when the filter is not given. */
export function matches<T>(column: Column, value: T | undefined): SQL | undefined {
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

/**
 * A read with the planner's ordered index scans off, so a search's matches are found first (through
 * the trigram indexes) and then sorted. With a page to fill, the planner otherwise walks the order
 * index until it has one, taking the matches to be spread evenly along it; when they cluster late
 * (names that start alike), it walks most of the table (ADR 0277).
 */
function matchesFirst<T>(db: Db, read: (tx: Reader) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    return read(tx);
  });
}

/** Up to this many matches a search's page is read matches first (sorting them is cheap); beyond, the order index is walked. */
const FEW_MATCHES = 5_000;

/**
 * A search counts its matches up to this many, and past it answers `totalCapped` ("more than 10,000
 * customers", ADR 0306): the exact count of a search most rows match tests every row (81 ms at 100,000
 * customers) while its page takes 0.1 ms.
 */
export const COUNT_CAP = 10_000;

/** The list and export routes of one record resource. */
export function recordListRoutes<Body extends z.ZodObject, Item extends { id: number }>(app: FastifyInstance, resource: ListResource<Body, Item>): void {
  type Input = ListInput<SortOf<z.output<Body>>>;
  const { db } = app;
  const { table } = resource;
  const file = resource.file ?? resource.path;
  const pageField = resource.pageField ?? 'pageNumber';
  const idsQuery = (q: Reader, sort?: SortOf<z.output<Body>>): PgSelect => resource.ids?.(q, sort) ?? q.select({ id: table.id }).from(table).$dynamic();

  function filtersOf(input: Input): FiltersOf<z.output<Body>> {
    const { [pageField]: _page, pageSize: _size, search: _search, sort: _sort, ids: _ids, ...filters } = input as Input & Record<PageField, unknown>;
    return filters as FiltersOf<z.output<Body>>;
  }

  /** The list's condition, once `prepare` (if any) has brought the rows up to date. */
  async function whereOf(request: FastifyRequest, input: Input): Promise<SQL | undefined> {
    const filters = filtersOf(input);
    await resource.prepare?.(request, filters);
    return and(
      resource.scope?.(request),
      input.search ? resource.search?.(likePattern(input.search)) : undefined,
      input.ids ? inArray(table.id, [...input.ids]) : undefined,
      ...Object.entries(resource.equals ?? {}).map(([key, column]) => matches(column as Column, (filters as Record<string, unknown>)[key])),
      ...(resource.filters?.(filters) ?? []),
    );
  }

  const defaultSort = { by: resource.defaultSort.replace(/^-/, '') as SortOf<z.output<Body>>, descending: resource.defaultSort.startsWith('-') };

  function orderOf(sort: NonNullable<Input['sort']>): SQL[] {
    const { descending } = sort;
    const key: SortKey = resource.sorts[sort.by];
    const direction = descending ? desc : asc;
    return [...[typeof key === 'function' ? key(descending) : direction(key)].flat(), direction(table.id)];
  }

  /** The ids matching `where` in the input's order, from `offset` on (`limit` of them when paged), read through `q`. */
  async function idsOf(where: SQL | undefined, input: Input, limit?: number, offset = 0, q: Reader = db): Promise<number[]> {
    const sort = input.sort ?? defaultSort;
    const query = idsQuery(q, sort.by).where(where).orderBy(...orderOf(sort));
    const rows = (await (limit === undefined ? query : query.limit(limit).offset(offset))) as { id: number }[];
    return rows.map((row) => row.id);
  }

  const listRoute = (url: string, summary: string, narrow?: SQL) =>
    defineRoute(app, {
      method: resource.method ?? 'POST',
      url,
      access: resource.access.view,
      tags: resource.tags,
      summary,
      ...(resource.method === 'GET' ? { querystring: resource.body } : { body: resource.body }),
      data: listPageSchema(resource.item, resource.more?.schema),
      handler: async (request) => {
        const input = (resource.method === 'GET' ? request.query : request.body) as Input & Record<PageField, number>;
        const where = and(await whereOf(request, input), narrow);
        const { [pageField]: pageNumber, pageSize } = input;
        const offset = (pageNumber - 1) * pageSize;
        const matching = idsQuery(db).where(where);
        const counted = db
          .select({ total: count() })
          .from((input.search ? matching.limit(COUNT_CAP + 1) : matching).as('matching'))
          .then(([row]) => Number(row?.total ?? 0));
        // Without a search the count and the page run side by side (two pool connections on PostgreSQL):
        // the count of a wide scope is the slow half, and the page need not wait for it. A search counts
        // first, and reads a page of few matches matches first (matchesFirst); past the cap it reads one
        // id more than the page, which says whether another page follows.
        const ids = input.search
          ? counted.then((total) =>
              total > COUNT_CAP
                ? idsOf(where, input, pageSize + 1, offset)
                : offset >= total
                  ? []
                  : total <= FEW_MATCHES
                    ? matchesFirst(db, (tx) => idsOf(where, input, pageSize, offset, tx))
                    : idsOf(where, input, pageSize, offset),
            )
          : idsOf(where, input, pageSize, offset);
        const [total, [rows, beyond], more] = await Promise.all([
          counted,
          ids.then(async (found) => {
            const page = found.slice(0, pageSize);
            return [page.length > 0 ? inPageOrder(page, await resource.read(db, page)) : [], found.length > pageSize] as const;
          }),
          resource.more?.read(db, where),
        ]);
        const answer = input.search && total > COUNT_CAP ? { data: rows, total: COUNT_CAP, hasMore: beyond, pageNumber, totalCapped: true } : listPage(rows, total, pageNumber, pageSize);
        return { status: 200, messages: resource.messages.listed, data: { ...answer, ...more } };
      },
    });
  listRoute(`/${resource.path}`, resource.summary);
  for (const view of resource.views ?? []) listRoute(view.url, view.summary, view.where);

  /** The rows of these ids in their order, a batch at a time, each batch read without JIT. */
  const rowsOf = (ids: number[]) => inBatches(ids, EXPORT_BATCH, (batch) => withoutJit(db, (tx) => resource.read(tx, batch)));
  const ExportBody = resource.exportBody ?? resource.body.omit({ [pageField]: true, pageSize: true } as Partial<Record<PageField | 'pageSize', true>>);
  const head = { method: 'POST', access: resource.access.view, tags: resource.tags } as const;
  defineRoute(app, {
    ...head,
    url: resource.exportUrl ?? `/${resource.path}/export`,
    summary: `The list for these filters, search and sort as CSV: every row in scope, not paged (pageNumber and pageSize are ignored; X-Total-Rows: the count)`,
    body: ExportBody,
    handler: async (request, reply) => {
      const input = request.body as unknown as Input;
      const ids = await idsOf(await whereOf(request, input), input);
      return sendCsv(reply, file, resource.columns, rowsOf(ids), ids.length);
    },
  });

  const { pdf } = resource;
  if (!pdf) return;
  defineRoute(app, {
    ...head,
    url: pdf.url,
    summary: `The list for these filters, search and sort as PDF: every row in scope, not paged (X-Total-Rows: the count)`,
    body: pdf.body ?? ExportBody,
    handler: async (request, reply) => {
      const input = request.body as unknown as Input;
      const ids = await idsOf(await whereOf(request, input), input);
      const today = todayIn();
      const description = await pdf.describe(db, request, input as unknown as Omit<z.output<Body>, 'pageNumber' | 'pageSize'>);
      const { title, noun, columns, emptyText } = pdf;
      const body = listPdf({ title, noun, columns, emptyText, total: ids.length, description, by: requireUser(request).record.user.name, today, rows: rowsOf(ids) });
      return sendFile(reply, { fileName: `${file}-${today}.pdf`, contentType: 'application/pdf', totalRows: ids.length, body });
    },
  });
}
