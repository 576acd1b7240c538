/** Email CC (spec §3, §7.2): read and replace a customer user's list; who may; the address rules. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '../../server/auth/permissions';
import { customers, users } from '../../server/db/schema';
import { EMAIL_CC_MESSAGES } from '../../server/modules/email-cc';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, json, post, sessionToken, startApp, type TestApp } from './helper';

interface Pair {
  customer_id: number;
  user_id: number;
}

describe.each(BACKENDS)('email CC on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let summit = 0;
  let other = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of ['admin@example.com', 'customeradmin@example.com', 'user@example.com', 'branchadmin@example.com', 'partner@example.com']) {
      tokens[email] = await sessionToken(t.app, email);
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      ids[email] = row?.id ?? 0;
      if (email === 'user@example.com') summit = row?.customerId ?? 0;
    }
    const [riverstone] = await t.app.db.select().from(customers).where(eq(customers.name, 'Riverstone Contractors'));
    other = riverstone?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const read = (pair: Pair, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/emailcc?customer_id=${pair.customer_id}&user_id=${pair.user_id}`, headers: { authorization: `Bearer ${token}` } });
  const insert = (body: object, token: string) => post(t.app, '/api/emailcc/insert', body, token);
  const pairOf = (email: string): Pair => ({ customer_id: summit, user_id: ids[email] ?? 0 });

  it('answers the seeded list, and an empty one where none is kept', async () => {
    const seeded = await read(pairOf('customeradmin@example.com'), tokens['customeradmin@example.com'] ?? '');
    expect(seeded.statusCode).toBe(200);
    expect(json(seeded)).toMatchObject({ messages: EMAIL_CC_MESSAGES.fetched, data: { ...pairOf('customeradmin@example.com'), emails: ['estimating@summitbuilders.example.com'] } });
    const none = await read(pairOf('user@example.com'), tokens['user@example.com'] ?? '');
    expect(json(none)).toMatchObject({ status: 200, data: { emails: [] } });
  });

  it('lets a user replace their own list: trimmed, lower-case, de-duplicated', async () => {
    const token = tokens['user@example.com'] ?? '';
    const response = await insert({ ...pairOf('user@example.com'), emails: [' Boss@Example.com ', 'boss@example.com', 'team@example.com'] }, token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ messages: EMAIL_CC_MESSAGES.saved, data: { emails: ['boss@example.com', 'team@example.com'] } });
    expect(json(await read(pairOf('user@example.com'), token))).toMatchObject({ data: { emails: ['boss@example.com', 'team@example.com'] } });
    // Replacing, not adding.
    await insert({ ...pairOf('user@example.com'), emails: ['only@example.com'] }, token);
    expect(json(await read(pairOf('user@example.com'), token))).toMatchObject({ data: { emails: ['only@example.com'] } });
    // The list may be emptied.
    await insert({ ...pairOf('user@example.com'), emails: [] }, token);
    expect(json(await read(pairOf('user@example.com'), token))).toMatchObject({ data: { emails: [] } });
  });

  it("lets a customer admin manage their customer's users, and an administrator anyone", async () => {
    const byCustomerAdmin = await insert({ ...pairOf('branchadmin@example.com'), emails: ['a@example.com'] }, tokens['customeradmin@example.com'] ?? '');
    expect(byCustomerAdmin.statusCode).toBe(200);
    const byAdmin = await insert({ ...pairOf('branchadmin@example.com'), emails: ['b@example.com'] }, tokens['admin@example.com'] ?? '');
    expect(byAdmin.statusCode).toBe(200);
    expect(json(await read(pairOf('branchadmin@example.com'), tokens['admin@example.com'] ?? ''))).toMatchObject({ data: { emails: ['b@example.com'] } });
  });

  it('refuses everyone else with 403, before looking at the addresses', async () => {
    const cases: [string, Pair][] = [
      ['user@example.com', pairOf('customeradmin@example.com')],
      ['branchadmin@example.com', pairOf('user@example.com')],
      ['partner@example.com', pairOf('user@example.com')],
      ['customeradmin@example.com', { customer_id: other, user_id: ids['user@example.com'] ?? 0 }],
    ];
    for (const [email, pair] of cases) {
      const refused = await insert({ ...pair, emails: ['not an email'] }, tokens[email] ?? '');
      expect(refused.statusCode, email).toBe(403);
      expect(json(refused).messages).toBe(PERMISSION_DENIED);
      expect((await read(pair, tokens[email] ?? '')).statusCode, email).toBe(403);
    }
  });

  it('answers 404 for a user who does not belong to the customer', async () => {
    const admin = tokens['admin@example.com'] ?? '';
    expect((await read({ customer_id: other, user_id: ids['user@example.com'] ?? 0 }, admin)).statusCode).toBe(404);
    expect((await read({ customer_id: summit, user_id: 999_999 }, admin)).statusCode).toBe(404);
    expect((await insert({ customer_id: summit, user_id: ids['admin@example.com'] ?? 0, emails: [] }, admin)).statusCode).toBe(404);
  });

  it('refuses bad addresses, more than 10, and malformed input with 400', async () => {
    const token = tokens['user@example.com'] ?? '';
    const bad = await insert({ ...pairOf('user@example.com'), emails: ['ok@example.com', 'nope'] }, token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ messages: MESSAGES.invalidEmail, errors: { 'emails.1': MESSAGES.invalidEmail } });
    const eleven = Array.from({ length: 11 }, (_, i) => `cc${i}@example.com`);
    const tooMany = await insert({ ...pairOf('user@example.com'), emails: eleven }, token);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).messages).toBe(EMAIL_CC_MESSAGES.tooMany);
    // Ten distinct after de-duplication is fine.
    expect((await insert({ ...pairOf('user@example.com'), emails: [...eleven.slice(0, 10), 'CC0@example.com'] }, token)).statusCode).toBe(200);
    for (const body of [{}, { ...pairOf('user@example.com') }, { ...pairOf('user@example.com'), emails: 'a@example.com' }, { customer_id: 'x', user_id: 1, emails: [] }]) {
      expect((await insert(body, token)).statusCode).toBe(400);
    }
    const noQuery = await t.app.inject({ method: 'GET', url: '/api/emailcc', headers: { authorization: `Bearer ${token}` } });
    expect(noQuery.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/emailcc?customer_id=1&user_id=1' })).statusCode).toBe(401);
  });
});
