/**
 * Throttling instead of lockout (issue 17 item 3, docs/security-throttling.md): failures slow down the
 * account + address pair and the address that makes them, with growing waits, but never lock the
 * account, so a stranger's wrong passwords from other addresses never keep its owner out. Under a
 * spread attack the owner is mailed an unlock link once; behind a trusted proxy the throttle sees the
 * client's address.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { authEvents } from '../../server/db/schema';
import { BACKENDS, PASSWORD, checkin, json, startApp, type TestApp } from './helper';

const UNLOCK_SUBJECT = 'Someone is trying to sign in to your Customer Portal account';

/** The raw mails to an address with a subject (file backend). */
async function mailsTo(t: TestApp, email: string, subject: string): Promise<string[]> {
  await t.app.mail.idle();
  const dir = path.join(t.dataDir, 'mail');
  const raws = await Promise.all((await readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(dir, name), 'utf8')));
  return raws.filter((raw) => raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`));
}

/** A mail body as written (quoted-printable: soft line breaks and =XX escapes). */
const quotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(BACKENDS)('sign-in throttle on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => t?.close());

  const wrong = (email: string, remoteAddress: string, i = 0) => checkin(t.app, { email, password: `Wrong@${i}xyz`, remoteAddress });
  /** Moves an email's failures back in time, as if that many seconds had passed. */
  const age = async (email: string, seconds: number) => {
    const rows = await t.app.db.select().from(authEvents).where(and(eq(authEvents.email, email), inArray(authEvents.kind, ['password', 'code'])));
    for (const row of rows) await t.app.db.update(authEvents).set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) }).where(eq(authEvents.id, row.id));
  };

  it('makes an account + address pair wait longer after each failure past three, known and unknown emails alike', async () => {
    for (const email of ['branchadmin@example.com', 'ghost-throttle@example.com']) {
      const address = '198.51.100.7';
      for (let i = 0; i < 3; i++) expect((await wrong(email, address, i)).statusCode, `${email} try ${i + 1}`).toBe(401);
      expect((await wrong(email, address, 3)).statusCode).toBe(401);
      // Four failures: 2 seconds; even the right password waits.
      const first = await checkin(t.app, { email, remoteAddress: address });
      expect(first.statusCode, email).toBe(429);
      expect(json(first)).toMatchObject({ status: 429, messages: 'Too many failed attempts from your address. Please try again in 2 seconds.' });
      await age(email, 3);
      expect((await wrong(email, address, 4)).statusCode).toBe(401);
      expect(json(await checkin(t.app, { email, remoteAddress: address })).messages).toBe('Too many failed attempts from your address. Please try again in 4 seconds.');
    }
    // The owner at another address is not held up at all.
    expect(json(await checkin(t.app, { email: 'branchadmin@example.com', remoteAddress: '203.0.113.5' })).status).toBe(200);
    // Once the failures age out of the 15-minute window the pair is free again.
    await age('branchadmin@example.com', 16 * 60);
    expect(json(await checkin(t.app, { email: 'branchadmin@example.com', remoteAddress: '198.51.100.7' })).status).toBe(200);
  });

  it("does not let a stranger's 50 wrong passwords from other addresses stop the owner, and mails the owner one unlock link", async () => {
    const email = 'user@example.com';
    const owner = '192.0.2.1';
    expect(json(await checkin(t.app, { email, remoteAddress: owner })).status).toBe(200);
    // One address hammering: slowed down after three tries.
    const hammer = [];
    for (let i = 0; i < 10; i++) hammer.push((await wrong(email, '10.9.9.9', i)).statusCode);
    expect(hammer).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    // Fifty addresses, one try each.
    for (let i = 0; i < 50; i++) expect((await wrong(email, `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`, i)).statusCode, `stranger ${i + 1}`).toBe(401);
    const signedIn = await checkin(t.app, { email, remoteAddress: owner });
    expect(json(signedIn), signedIn.body).toMatchObject({ status: 200, token: expect.any(String) });

    const mails = await mailsTo(t, email, UNLOCK_SUBJECT);
    expect(mails).toHaveLength(1);
    const link = /(http:\/\/localhost:\d+\/api\/auth\/unlock\?token=[^\s]+)/.exec(quotedPrintable(mails[0] ?? ''))?.[1];
    expect(link).toBeDefined();
    // The link lifts the wait of every address for the account (here the owner's laptop after typos).
    const typos = Array.from({ length: 8 }, () => ({ email, ip: '192.0.2.2', kind: 'password', createdAt: new Date() }));
    await t.app.db.insert(authEvents).values(typos);
    expect((await checkin(t.app, { email, remoteAddress: '192.0.2.2' })).statusCode).toBe(429);
    const unlocked = await t.app.inject({ method: 'GET', url: new URL(link ?? '').pathname + new URL(link ?? '').search });
    expect(json(unlocked)).toMatchObject({ status: 200, messages: 'Sign-in unlocked. You can sign in with your password now.' });
    expect(json(await checkin(t.app, { email, remoteAddress: '192.0.2.2' })).status).toBe(200);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/unlock?token=not-a-token' });
    expect(json(forged)).toMatchObject({ status: 401, messages: 'This unlock link is invalid or has expired.' });
  });

  it('slows down one address that fails on many accounts, and only that address', async () => {
    const address = '198.51.100.99';
    for (let i = 0; i < 31; i++) expect((await wrong(`spray-${i}@example.com`, address)).statusCode, `spray ${i + 1}`).toBe(401);
    expect((await checkin(t.app, { email: 'agent@example.com', remoteAddress: address })).statusCode).toBe(429);
    expect(json(await checkin(t.app, { email: 'agent@example.com', remoteAddress: '198.51.100.100' })).status).toBe(200);
  });
});

describe('sign-in throttle behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite', { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
  });
  afterAll(async () => t?.close());

  const from = (client: string, password = PASSWORD) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/captcha',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': client },
    }).then(async (captcha) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/checkin',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.200, ${client}` },
        payload: {
          email: Buffer.from('partneruser@example.com').toString('base64'),
          password: Buffer.from(password).toString('base64'),
          captcha_id: (captcha.json() as { data: { id: string } }).data.id,
          captcha: 'PASSED',
        },
      }),
    );

  it("counts failures by the client's address the proxy names, not the proxy's", async () => {
    for (let i = 0; i < 4; i++) expect((await from('192.0.2.50', `Wrong@${i}xyz`)).statusCode).toBe(401);
    expect((await from('192.0.2.50')).statusCode).toBe(429);
    // Another client behind the same proxy is not held up.
    expect(json(await from('192.0.2.51')).status).toBe(200);
    const [event] = await t.app.db.select({ ip: authEvents.ip }).from(authEvents).where(eq(authEvents.kind, 'password')).limit(1);
    expect(event?.ip).toBe('192.0.2.50');
  });
});
