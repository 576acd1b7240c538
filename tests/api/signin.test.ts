/** Captcha, checkin, whoami and logout (spec §7.1, DESIGN §5, §6a), with bad input of every kind. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeCaptcha, hashAnswer } from '../../server/modules/auth/captcha';
import { captchas, authEvents, users } from '../../server/db/schema';
import { BACKENDS, PASSWORD, captchaId, checkin, enc, json, login, post, startApp, type TestApp } from './helper';

const HOUR = 60 * 60;

describe.each(BACKENDS)('sign-in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const whoami = (token?: string, raw?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/whoami',
      headers: raw !== undefined ? { authorization: raw } : token ? { authorization: `Bearer ${token}` } : {},
    });

  describe('captcha', () => {
    it('issues an id and an SVG image, never cached', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { status: number; data: { id: string; svg: string } };
      expect(body.status).toBe(200);
      expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('checks the real answer case-insensitively, once', async () => {
      const id = await captchaId(t.app);
      await t.app.db.update(captchas).set({ answerHash: hashAnswer(id, 'Kx7pQ3') }).where(eq(captchas.id, id));
      expect(await consumeCaptcha(t.app.db, id, 'kX7Pq3', false)).toBe(true);
      expect(await consumeCaptcha(t.app.db, id, 'kX7Pq3', false)).toBe(false);
      const other = await captchaId(t.app);
      expect(await consumeCaptcha(t.app.db, other, 'PASSED', false)).toBe(false);
    });

    it('refuses a wrong or unknown captcha with 400 "Invalid Captcha", and spends it', async () => {
      const id = await captchaId(t.app);
      const payload = { email: enc('admin@example.com'), password: enc(PASSWORD), remeber_me: false, captcha_id: id };
      const wrong = await post(t.app, '/api/auth/checkin', { ...payload, captcha: 'WRONG1' });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toMatchObject({ status: 400, messages: 'Invalid Captcha', errors: { captcha: 'Invalid Captcha' } });
      // The same captcha is spent: even the right answer needs a new one now.
      const again = await post(t.app, '/api/auth/checkin', { ...payload, captcha: 'PASSED' });
      expect(again.statusCode).toBe(400);
      expect(json(again).messages).toBe('Invalid Captcha');
      const unknown = await post(t.app, '/api/auth/checkin', { ...payload, captcha_id: 'no-such-captcha', captcha: 'PASSED' });
      expect(json(unknown).messages).toBe('Invalid Captcha');
      const fresh = await post(t.app, '/api/auth/checkin', { ...payload, captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(json(fresh).status).toBe(200);
    });

    it('spends the captcha even when the rest of the payload is invalid', async () => {
      const id = await captchaId(t.app);
      const invalid = await post(t.app, '/api/auth/checkin', { email: '', password: enc(PASSWORD), captcha_id: id, captcha: 'PASSED' });
      expect(invalid.statusCode).toBe(400);
      const retry = await post(t.app, '/api/auth/checkin', { email: enc('admin@example.com'), password: enc(PASSWORD), captcha_id: id, captcha: 'PASSED' });
      expect(json(retry).messages).toBe('Invalid Captcha');
    });
  });

  describe('checkin input', () => {
    it('names every missing field with the spec messages', async () => {
      const response = await post(t.app, '/api/auth/checkin', {});
      expect(response.statusCode).toBe(400);
      const body = json(response);
      expect(body.status).toBe(400);
      expect(body.messages).toBe('Email is required');
      expect(body.errors).toMatchObject({ email: 'Email is required', password: 'Password is required', captcha: 'Invalid Captcha', captcha_id: 'Invalid Captcha' });
    });

    it('treats blank values as missing', async () => {
      const response = await post(t.app, '/api/auth/checkin', { email: '  ', password: enc('   '), captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(json(response).errors).toMatchObject({ email: 'Email is required', password: 'Password is required' });
    });

    it('refuses wrong types', async () => {
      const id = await captchaId(t.app);
      const response = await post(t.app, '/api/auth/checkin', { email: 42, password: ['x'], remeber_me: 'yes', captcha_id: id, captcha: 7 });
      expect(response.statusCode).toBe(400);
      const errors = json(response).errors as Record<string, string>;
      expect(errors.email).toBe('Email is required');
      expect(errors.password).toBe('Password is required');
      expect(errors.remeber_me).toBe('remeber_me must be true or false');
      expect(errors.captcha).toBe('Invalid Captcha');
    });

    it('refuses values that are not base64 or not an email', async () => {
      const notBase64 = await post(t.app, '/api/auth/checkin', { email: enc('admin@example.com'), password: '%%% not base64 %%%', captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(notBase64.statusCode).toBe(400);
      expect(json(notBase64).errors).toMatchObject({ password: 'Password must be base64-encoded' });
      const notEmail = await post(t.app, '/api/auth/checkin', { email: enc('not an email'), password: enc(PASSWORD), captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(json(notEmail).errors).toMatchObject({ email: 'Please Enter a valid email' });
      const garbage = await post(t.app, '/api/auth/checkin', { email: '@@@###', password: enc(PASSWORD), captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(json(garbage).errors).toMatchObject({ email: 'Please Enter a valid email' });
      const badUtf8 = await post(t.app, '/api/auth/checkin', { email: enc('admin@example.com'), password: Buffer.from([0xff, 0xfe, 0x41]).toString('base64'), captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(json(badUtf8).errors).toMatchObject({ password: 'Password must be base64-encoded' });
    });
  });

  describe('checkin outcomes', () => {
    it('signs in: 200 with a 12-hour token and customer_id 0 for staff', async () => {
      const response = await checkin(t.app, { email: 'admin@example.com' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { status: number; messages: string; token: string; customer_id: number };
      expect(body).toMatchObject({ status: 200, messages: 'Login successful', customer_id: 0 });
      const claims = decodeJwt(body.token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(12 * HOUR);
      expect(claims.jti).toBeTruthy();
    });

    it('gives a 30-day token with remember me', async () => {
      const body = (await checkin(t.app, { email: 'admin@example.com', remember: true })).json() as { token: string };
      const claims = decodeJwt(body.token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 24 * HOUR);
    });

    it("answers a customer user's customer id", async () => {
      const body = (await checkin(t.app, { email: 'user@example.com' })).json() as { customer_id: number };
      const [row] = await t.app.db.select({ customerId: users.customerId }).from(users).where(eq(users.email, 'user@example.com'));
      expect(body.customer_id).toBeGreaterThan(0);
      expect(body.customer_id).toBe(row?.customerId);
    });

    it('accepts any case of the email, a plain email, and trims the password', async () => {
      expect(json(await checkin(t.app, { email: 'Admin@Example.COM' })).status).toBe(200);
      expect(json(await checkin(t.app, { email: 'admin@example.com', password: `  ${PASSWORD} ` })).status).toBe(200);
      const plain = await post(t.app, '/api/auth/checkin', { email: 'admin@example.com', password: enc(PASSWORD), remeber_me: false, captcha_id: await captchaId(t.app), captcha: 'PASSED' });
      expect(json(plain).status).toBe(200);
    });

    it('gives the same 401 for a wrong password and an unknown email, in similar time', async () => {
      // Each from its own address, so the sign-in throttle stays out of the way.
      let address = 0;
      const time = async (email: string) => {
        const start = performance.now();
        const response = await checkin(t.app, { email, password: 'Wrong@1234', remoteAddress: `198.18.0.${++address}` });
        return { response, ms: performance.now() - start };
      };
      await time('nobody@example.com'); // warms the dummy hash
      const known = [];
      const unknown = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time('partner@example.com'));
        unknown.push(await time(`nobody${i}@example.com`));
      }
      for (const { response } of [...known, ...unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ status: 401, messages: 'Invalid email or password' });
      }
      const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
      await t.app.db.delete(authEvents);
    });

    it('answers 205 (HTTP 200, no token) to a user whose password must change', async () => {
      const response = await checkin(t.app, { email: 'expired@example.com' });
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body).toMatchObject({ status: 205, messages: 'Your password has expired. Please set a new password.' });
      expect(body.token).toBeUndefined();
      const wrong = await checkin(t.app, { email: 'expired@example.com', password: 'Wrong@1234' });
      expect(wrong.statusCode).toBe(401);
    });

    it('refuses inactive and pending users clearly, only after the right password, and ends their sessions', async () => {
      const token = await login(t.app, 'partneruser@example.com');
      expect((await whoami(token)).statusCode).toBe(200);
      await t.app.db.update(users).set({ status: 'inactive' }).where(eq(users.email, 'partneruser@example.com'));
      const refused = await checkin(t.app, { email: 'partneruser@example.com' });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ status: 403, messages: 'Your account is inactive. Please contact your administrator.' });
      expect(json(await checkin(t.app, { email: 'partneruser@example.com', password: 'Wrong@1234' })).status).toBe(401);
      expect((await whoami(token)).statusCode).toBe(401);
      await t.app.db.update(users).set({ status: 'pending' }).where(eq(users.email, 'partneruser@example.com'));
      expect(json(await checkin(t.app, { email: 'partneruser@example.com' })).messages).toBe(
        'Your account is not activated yet. Please contact your administrator.',
      );
      await t.app.db.update(users).set({ status: 'active' }).where(eq(users.email, 'partneruser@example.com'));
      expect(json(await checkin(t.app, { email: 'partneruser@example.com' })).status).toBe(200);
      await t.app.db.delete(authEvents);
    });
  });

  describe('whoami and logout', () => {
    it('answers the session user of spec §3, exactly', async () => {
      const token = await login(t.app, 'admin@example.com');
      const response = await whoami(token);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { status: number; data: Record<string, unknown> };
      expect(body.status).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual(
        ['id', 'email', 'name', 'role', 'image_uri', 'version', 'permissions', 'is_admin', 'ispartner', 'isagent', 'ispartneruser', 'billing_type', 'type', 'customer_id'].sort(),
      );
      expect(body.data).toMatchObject({
        email: 'admin@example.com',
        role: 'Administrator',
        image_uri: null,
        version: 'v1.0.0',
        is_admin: true,
        ispartner: false,
        isagent: false,
        ispartneruser: false,
        billing_type: 'standard',
        type: null,
        customer_id: null,
      });
      expect(body.data.permissions).toHaveLength(14 * 5);
      expect(body.data.permissions).toContain('Customer.view');
      expect(body.data.permissions).toContain('Enq.seeAll');

      const guest = (await whoami(await login(t.app, 'guest@example.com'))).json() as { data: Record<string, unknown> };
      expect(guest.data).toMatchObject({ billing_type: 'guest_account', type: 'User', is_admin: false });
      // Customer roles keep their lists scoped to their own records: no seeAll.
      expect(guest.data.permissions).toEqual(['Enq.view', 'Enq.create', 'Enq.update', 'Enq.delete', 'Invoice.view', 'Invoice.create', 'Invoice.update', 'Invoice.delete']);
      expect(guest.data.customer_id).toEqual(expect.any(Number));
    });

    it('answers 401 for missing, malformed, forged, expired and non-session tokens', async () => {
      const expectRefused = async (response: Awaited<ReturnType<typeof whoami>>) => {
        expect(response.statusCode).toBe(401);
        expect(json(response).status).toBe(401);
        expect(json(response).messages).toBeTruthy();
      };
      await expectRefused(await whoami());
      await expectRefused(await whoami(undefined, 'Basic abc'));
      await expectRefused(await whoami('not.a.token'));
      const [admin] = await t.app.db.select().from(users).where(eq(users.email, 'admin@example.com'));
      const forged = await new SignJWT({ typ: 'session', sv: admin?.sessionVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(admin?.id))
        .setJti('forged')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-of-at-least-32-chars!!'));
      await expectRefused(await whoami(forged));
      const secret = new TextEncoder().encode((await readFile(path.join(t.dataDir, 'jwt-secret'), 'utf8')).trim());
      const expired = await new SignJWT({ typ: 'session', sv: admin?.sessionVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(admin?.id))
        .setJti('expired')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret);
      await expectRefused(await whoami(expired));
      const resetLike = await new SignJWT({ typ: 'reset', cid: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(admin?.id))
        .setJti('reset')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(secret);
      await expectRefused(await whoami(resetLike));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ typ: 'session', sub: String(admin?.id), sv: 0, jti: 'x', exp: 9999999999 })).toString('base64url')}.`;
      await expectRefused(await whoami(unsigned));
    });

    it('revokes the token on logout, and only that token', async () => {
      const first = await login(t.app, 'agent@example.com');
      const second = await login(t.app, 'agent@example.com');
      const out = await post(t.app, '/api/auth/logout', {}, first);
      expect(out.statusCode).toBe(200);
      expect(json(out)).toMatchObject({ status: 200, messages: 'Logged out successfully' });
      expect((await whoami(first)).statusCode).toBe(401);
      expect((await post(t.app, '/api/auth/logout', {}, first)).statusCode).toBe(401);
      expect((await whoami(second)).statusCode).toBe(200);
      expect((await post(t.app, '/api/auth/logout', {})).statusCode).toBe(401);
    });

    it('logs out with no body, or an empty one with a JSON content type', async () => {
      for (const extra of [{}, { headers: { 'content-type': 'application/json' }, payload: '' }]) {
        const token = await login(t.app, 'agent@example.com');
        const headers = { authorization: `Bearer ${token}`, ...('headers' in extra ? extra.headers : {}) };
        const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, ...('payload' in extra ? { payload: extra.payload } : {}) });
        expect(out.statusCode).toBe(200);
        expect((await whoami(token)).statusCode).toBe(401);
      }
    });
  });

  describe('brute force', () => {
    it('lets 60 sign-ins a minute from one address through', async () => {
      const remoteAddress = '203.0.113.60';
      const start = performance.now();
      for (let i = 0; i < 60; i++) {
        const response = await checkin(t.app, { email: 'user@example.com', remoteAddress });
        expect(response.statusCode, `sign-in ${i + 1}`).toBe(200);
      }
      expect(performance.now() - start).toBeLessThan(60_000);
    });
  });
});
