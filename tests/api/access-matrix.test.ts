/**
 * The authorization matrix (issue 3 §5): every endpoint of access/table.ts × every demo account of
 * DESIGN §8, on PGlite and PostgreSQL. Writes carry bodies that change nothing when accepted, and the
 * database is compared before and after the whole run.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedServices,
  agents,
  branches,
  customerPlaybooks,
  customers,
  holidays,
  invoiceLines,
  invoices,
  leaves,
  partners,
  projectActivities,
  projectAddedServices,
  projectAddenda,
  projectDueRequests,
  projectErrorRequests,
  projectFiles,
  projectHoursRequests,
  projectMessages,
  projectRfiComments,
  projectRfis,
  projects,
  reviewPrompts,
  reviews,
  roles,
  savedViewDefaults,
  savedViews,
  services,
  softwares,
  storageAlerts,
  storageRequests,
  users,
} from '../../server/db/schema';
import { ACCESS_CASES } from './access/table';
import { ACCOUNT_EMAILS, type Outcome, type SeedIds } from './access/model';
import { BACKENDS, sessionToken, startApp, type TestApp } from './helper';

function lookup<T extends { id: number }>(rows: T[], keyOf: (row: T) => string, kind: string): (key: string) => number {
  const ids = new Map(rows.map((row) => [keyOf(row), row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`access matrix: no seeded ${kind} ${key}`);
    return id;
  };
}

async function seedIds(t: TestApp): Promise<SeedIds> {
  const { db } = t.app;
  const customerRows = await db.select().from(customers);
  const customerName = new Map(customerRows.map((c) => [c.id, c.name]));
  return {
    role: lookup(await db.select().from(roles), (r) => r.name, 'role'),
    customer: lookup(customerRows, (c) => c.name, 'customer'),
    branch: ((find) => (customer: string, name: string) => find(`${customer}/${name}`))(
      lookup(await db.select().from(branches), (b) => `${customerName.get(b.customerId) ?? ''}/${b.name}`, 'branch'),
    ),
    partner: lookup(await db.select().from(partners), (p) => p.name, 'partner'),
    agent: lookup(await db.select().from(agents), (a) => a.email, 'agent'),
    user: lookup(await db.select().from(users), (u) => u.email, 'user'),
    service: lookup(await db.select().from(services), (s) => s.name, 'service'),
    addedService: lookup(await db.select().from(addedServices), (s) => s.name, 'added service'),
    software: lookup(await db.select().from(softwares), (s) => s.name, 'software'),
    holiday: lookup(await db.select().from(holidays).orderBy(asc(holidays.holidayFrom)), (h) => h.holidayName, 'holiday'),
    // The first project of each name: the named demo projects are seeded before the generated ones.
    project: lookup((await db.select({ id: projects.id, name: projects.name }).from(projects).orderBy(asc(projects.id))).reverse(), (p) => p.name, 'project'),
  };
}

/** Everything the matrix could change, as one comparable value. */
async function snapshot(t: TestApp): Promise<string> {
  const { db } = t.app;
  const tables = [roles, partners, agents, customers, branches, users, services, addedServices, softwares, holidays] as const;
  const parts: unknown[] = [];
  for (const table of tables) parts.push(await db.select().from(table).orderBy(asc(table.id)));
  const projectTables = [
    projects,
    projectAddenda,
    projectFiles,
    projectActivities,
    projectMessages,
    projectRfis,
    projectRfiComments,
    projectDueRequests,
    projectHoursRequests,
    projectErrorRequests,
    leaves,
  ] as const;
  for (const table of projectTables) parts.push(await db.select().from(table).orderBy(asc(table.id)));
  parts.push(await db.select().from(projectAddedServices).orderBy(asc(projectAddedServices.projectId), asc(projectAddedServices.addedServiceId)));
  for (const table of [invoices, invoiceLines, storageRequests, storageAlerts, reviews] as const) parts.push(await db.select().from(table).orderBy(asc(table.id)));
  parts.push(await db.select().from(reviewPrompts).orderBy(asc(reviewPrompts.userId)));
  parts.push(await db.select().from(customerPlaybooks).orderBy(asc(customerPlaybooks.customerId)));
  parts.push(await db.select().from(savedViews).orderBy(asc(savedViews.id)));
  parts.push(await db.select().from(savedViewDefaults).orderBy(asc(savedViewDefaults.userId), asc(savedViewDefaults.list)));
  return JSON.stringify(parts);
}

function classify(status: number): Outcome | `unexpected ${number}` {
  if (status === 403) return 'deny';
  if (status === 404) return 'hide';
  if (status === 401 || status >= 500) return `unexpected ${status}`;
  return 'allow';
}

describe.each(BACKENDS)('authorization matrix (%s)', (backend) => {
  let t: TestApp;
  let ids: SeedIds;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await startApp(backend);
    ids = await seedIds(t);
    for (const email of ACCOUNT_EMAILS) tokens.set(email, await sessionToken(t.app, email));
  }, 120_000);
  afterAll(async () => t?.close());

  it(`answers ${ACCESS_CASES.length} endpoints × ${ACCOUNT_EMAILS.length} accounts as the table says, and changes nothing`, async () => {
    const before = await snapshot(t);
    const mismatches: string[] = [];
    for (const access of ACCESS_CASES) {
      const url = access.url(ids);
      const body = access.body?.(ids);
      const method = access.method ?? 'POST';
      // Without a token every endpoint answers 401.
      const anonymous = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: body ?? {} } : {}) });
      if (anonymous.statusCode !== 401) mismatches.push(`${access.name} without a token: ${anonymous.statusCode}`);
      for (const email of ACCOUNT_EMAILS) {
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${tokens.get(email) ?? ''}` },
          ...(method === 'POST' ? { payload: body ?? {} } : {}),
        });
        const got = classify(response.statusCode);
        const want = access.expect(email);
        if (got !== want) mismatches.push(`${access.name} as ${email}: expected ${want}, got ${got} (${response.body.slice(0, 120)})`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(await snapshot(t)).toBe(before);
  }, 300_000);
});
