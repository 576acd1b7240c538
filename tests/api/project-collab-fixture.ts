/**
 * What the collaboration suites (chat, files, RFIs) share: one token per kind of account, fresh
 * projects written straight into the database (uniquely named, so a shared PostgreSQL is fine),
 * calls answering status and body, and multipart bodies as a browser's FormData sends them.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { branches, customers, projects, services, users } from '../../server/db/schema';
import type { ProjectStatus } from '../../src/domain/project-lifecycle';
import { sessionToken } from './helper';

export const ACCOUNTS = {
  admin: 'admin@example.com',
  partner: 'partner@example.com',
  agent: 'agent@example.com',
  customer: 'customeradmin@example.com',
  user: 'user@example.com',
  /** Branch Admin of Boulder: outside a Denver Headquarters project's scope. */
  boulder: 'branchadmin@example.com',
} as const;
export type Account = keyof typeof ACCOUNTS;

export interface Answer {
  code: number;
  body: { status: number; messages: string; data?: unknown; errors?: Record<string, string> };
}

export interface CollabFixture {
  app: FastifyInstance;
  tokens: Record<Account, string>;
  userId(account: Account): Promise<number>;
  /** A fresh Summit Builders / Denver Headquarters project (or of `customer` / `branch`). */
  newProject(options?: { status?: ProjectStatus; customer?: string; branch?: string }): Promise<number>;
  call(account: Account, url: string, payload?: object, method?: 'GET' | 'POST'): Promise<Answer>;
}

export async function collabFixture(app: FastifyInstance): Promise<CollabFixture> {
  const tokens = {} as Record<Account, string>;
  for (const [key, email] of Object.entries(ACCOUNTS)) tokens[key as Account] = await sessionToken(app, email);
  const [service] = await app.db.select({ id: services.id }).from(services).where(eq(services.name, 'Commercial Quantity Take-Off'));
  if (!service) throw new Error('no seeded service');
  return {
    app,
    tokens,
    async userId(account) {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, ACCOUNTS[account]));
      if (!row) throw new Error(`no user ${account}`);
      return row.id;
    },
    async newProject(options = {}) {
      const customerName = options.customer ?? 'Summit Builders';
      const branchName = options.branch ?? 'Denver Headquarters';
      const [branch] = await app.db
        .select({ id: branches.id, customerId: branches.customerId })
        .from(branches)
        .innerJoin(customers, eq(customers.id, branches.customerId))
        .where(and(eq(customers.name, customerName), eq(branches.name, branchName)));
      if (!branch) throw new Error(`no branch ${customerName} / ${branchName}`);
      const tag = randomBytes(4).toString('hex').toUpperCase();
      const [row] = await app.db
        .insert(projects)
        .values({
          code: `PRJ-T${tag}`,
          name: `Collab Test ${tag}`,
          customerId: branch.customerId,
          branchId: branch.id,
          serviceId: service.id,
          workType: 'QTO',
          dueDate: '2099-06-01',
          status: options.status ?? 'in_progress',
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('project insert returned nothing');
      return row.id;
    },
    async call(account, url, payload, method = 'POST') {
      const response = await app.inject({ method, url, headers: { authorization: `Bearer ${tokens[account]}` }, ...(payload ? { payload } : {}) });
      return { code: response.statusCode, body: response.json() as Answer['body'] };
    },
  };
}

/** A multipart body with the fields first and then one file, as the screens' FormData sends it. */
export async function multipart(bytes: Buffer, name: string, fields: Record<string, string> = {}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
