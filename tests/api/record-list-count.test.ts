/**
 * A search's count stops at COUNT_CAP (ADR 0306): past it a list page says `totalCapped` ("more than
 * 10,000") and, from one id more than the page, whether another page follows; a search under the cap
 * and a list without a search keep their exact count, and the export of a capped search holds every match.
 */
import { count, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growRecords } from '../../server/db/grow';
import { customers } from '../../server/db/schema';
import type { ListPage } from '../../server/http/lists';
import { COUNT_CAP } from '../../server/records/list-resource';
import { BACKENDS, exportedCsv, post, sessionToken, startApp, type TestApp } from './helper';

type Page = ListPage<{ id: number; name: string }> & { totalCapped?: boolean };

/** Grown past the cap by this many: the last page of a broad search is short. */
const PAST = 15;

describe.each(BACKENDS)('a broad search of a record list on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const list = async (body: object): Promise<Page> => {
    const response = await post(t.app, '/api/customers', body, token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return (response.json() as { data: Page }).data;
  };
  const counted = async (pattern: string) => (await t.app.db.select({ n: count() }).from(customers).where(ilike(customers.name, pattern)))[0]?.n;

  beforeAll(async () => {
    t = await startApp(backend);
    await growRecords(t.app.db, { customers: COUNT_CAP + PAST });
    token = await sessionToken(t.app, 'admin@example.com');
  }, 120_000);
  afterAll(() => t.close());

  it('answers the cap with totalCapped, a full page in order, and that another page follows', async () => {
    const page = await list({ pageNumber: 1, search: 'Bench Customer' });
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasMore: true, pageNumber: 1 });
    expect(page.data).toHaveLength(10);
    const names = page.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('reads pages past the cap, the last one short and with none after it', async () => {
    const last = Math.ceil((COUNT_CAP + PAST) / 10);
    const page = await list({ pageNumber: last, search: 'Bench Customer' });
    expect(page).toMatchObject({ totalCapped: true, hasMore: false, pageNumber: last });
    expect(page.data).toHaveLength(PAST % 10 || 10);
    expect((await list({ pageNumber: last + 1, search: 'Bench Customer' })).data).toEqual([]);
  });

  it('keeps the exact count of a search under the cap and of the list without a search', async () => {
    const narrow = await list({ pageNumber: 1, search: 'Bench Customer 00001' });
    expect(narrow.totalCapped).toBeUndefined();
    expect(narrow.total).toBe(await counted('%Bench Customer 00001%'));
    expect(narrow.total).toBeGreaterThan(10);
    const all = await list({ pageNumber: 1 });
    expect(all.totalCapped).toBeUndefined();
    expect(all.total).toBe(await counted('%'));
  });

  it('exports every match of a capped search', async () => {
    const { rows } = await exportedCsv(t.app, '/api/customers/export', { search: 'Bench Customer' }, token, 'customers');
    expect(rows).toHaveLength(COUNT_CAP + PAST);
  }, 60_000);
});
