/** Two-factor sign-in, resend, and the forgot-password flow (spec §7.1, DESIGN §5, §6a), with bad input. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/validation';
import { authCodes, authEvents, users } from '../../server/db/schema';
import { BACKENDS, dataOf, PASSWORD, checkin, enc, json, latestCode, login, mailCount, post, startApp, type TestApp } from './helper';

const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe.each(BACKENDS)('codes on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const userId = async (email: string) => {
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(email);
    return row.id;
  };
  /** Moves the user's codes of a purpose back in time (the 90-second resend wait, the 10-minute validity). */
  const age = async (email: string, purpose: 'login' | 'reset', seconds: number, expire = false) => {
    const past = new Date(Date.now() - seconds * 1000);
    await t.app.db
      .update(authCodes)
      .set({ sentAt: past, createdAt: past, ...(expire ? { expiresAt: new Date(Date.now() - 1000) } : {}) })
      .where(and(eq(authCodes.userId, await userId(email)), eq(authCodes.purpose, purpose)));
    await t.app.db.update(authEvents).set({ createdAt: past }).where(and(eq(authEvents.email, email), eq(authEvents.kind, 'send')));
  };
  /** A code check; tries from one address past three wait (the sign-in throttle), so guesses may name theirs. */
  const otp = (email: string, code: string, customerid: number | string = 0, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/checkotplogin', payload: { email, customerid, code: enc(code) }, ...(remoteAddress ? { remoteAddress } : {}) });
  /** The raw mails to an address with a subject (file backend). */
  const mailsTo = async (email: string, subject: string) => {
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const raws = await Promise.all((await readdir(dir)).filter((name) => name.endsWith('.eml')).sort().map((name) => readFile(path.join(dir, name), 'utf8')));
    return raws.filter((raw) => raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`));
  };
  const whoami = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });

  describe('two-factor sign-in', () => {
    it('answers 206 and mails a code; the code signs in once', async () => {
      const before = await mailCount(t);
      const response = await checkin(t.app, { email: 'ops@example.com' });
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body).toMatchObject({ status: 206, messages: 'Verification code has been sent', customer_id: 0 });
      expect(body.token).toBeUndefined();
      expect(await mailCount(t)).toBe(before + 1);
      const code = await latestCode(t, 'ops@example.com');

      const wrong = await otp('ops@example.com', wrongOf(code));
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toMatchObject({ status: 400, messages: 'Invalid or expired verification code' });

      const right = await otp('ops@example.com', code);
      expect(right.statusCode).toBe(200);
      expect(json(right)).toMatchObject({ status: 200, messages: 'Verification successful' });
      const token = dataOf(right);
      const me = (await whoami(token)).json() as { data: { email: string } };
      expect(me.data.email).toBe('ops@example.com');
      expect((decodeJwt(token).exp ?? 0) - (decodeJwt(token).iat ?? 0)).toBe(12 * 3600);

      const reused = await otp('ops@example.com', code);
      expect(reused.statusCode).toBe(400);
    });

    it('keeps remember me through the code step, and takes the email in any encoding', async () => {
      await age('ops@example.com', 'login', 120);
      await checkin(t.app, { email: 'ops@example.com', remember: true });
      const code = await latestCode(t, 'ops@example.com');
      const response = await post(t.app, '/api/auth/checkotplogin', { email: enc('OPS@example.com'), customerid: '0', code: enc(code) });
      const token = dataOf(response);
      expect((decodeJwt(token).exp ?? 0) - (decodeJwt(token).iat ?? 0)).toBe(30 * 24 * 3600);
    });

    it('refuses bad input with clear 400s', async () => {
      const missing = await post(t.app, '/api/auth/checkotplogin', {});
      expect(missing.statusCode).toBe(400);
      expect(json(missing).errors).toMatchObject({ email: 'Email is required', code: MESSAGES.codeRequired, customerid: expect.any(String) });
      for (const code of [enc('12a4'), enc('123'), enc('12345'), '%%%%', 1234]) {
        const response = await post(t.app, '/api/auth/checkotplogin', { email: 'ops@example.com', customerid: 0, code });
        expect(response.statusCode, String(code)).toBe(400);
        expect(json(response).errors).toMatchObject({ code: MESSAGES.codeRequired });
      }
      const badCustomer = await post(t.app, '/api/auth/checkotplogin', { email: 'ops@example.com', customerid: 'abc', code: enc('1234') });
      expect(json(badCustomer).errors).toHaveProperty('customerid');
    });

    it('voids a code after 5 wrong tries', async () => {
      await age('ops@example.com', 'login', 120);
      await checkin(t.app, { email: 'ops@example.com' });
      const code = await latestCode(t, 'ops@example.com');
      const messages = [];
      for (let i = 0; i < 5; i++) messages.push(json(await otp('ops@example.com', wrongOf(code), 0, `192.0.2.${100 + i}`)).messages);
      expect(messages).toEqual([
        ...Array<string>(4).fill('Invalid or expired verification code'),
        'This verification code is no longer valid. Please request a new code.',
      ]);
      const right = await otp('ops@example.com', code);
      expect(right.statusCode).toBe(400);
      expect(json(right).messages).toBe('This verification code is no longer valid. Please request a new code.');
      // A resend (after the wait) gives a fresh code that works.
      await age('ops@example.com', 'login', 91);
      const resend = await post(t.app, '/api/auth/resendcode', { email: 'ops@example.com', customerid: 0 });
      expect(json(resend)).toMatchObject({ status: 200, messages: 'Verification code has been sent' });
      const fresh = await latestCode(t, 'ops@example.com');
      expect(json(await otp('ops@example.com', fresh)).status).toBe(200);
      await t.app.db.delete(authEvents);
    });

    it('does not let parallel guesses exceed 5 tries', async () => {
      await age('ops@example.com', 'login', 120);
      await checkin(t.app, { email: 'ops@example.com' });
      const code = await latestCode(t, 'ops@example.com');
            const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => otp('ops@example.com', wrongOf(code), 0, `192.0.2.${110 + i}`)));
      expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
      const [row] = await t.app.db
        .select({ attempts: authCodes.attempts })
        .from(authCodes)
        .where(and(eq(authCodes.userId, await userId('ops@example.com')), eq(authCodes.purpose, 'login')))
        .orderBy(desc(authCodes.id))
        .limit(1);
      expect(row?.attempts).toBe(5);
      expect(json(await otp('ops@example.com', code)).messages).toBe('This verification code is no longer valid. Please request a new code.');
      await t.app.db.delete(authEvents);
    });

    it('refuses an expired code', async () => {
      await age('ops@example.com', 'login', 120);
      await checkin(t.app, { email: 'ops@example.com' });
      const code = await latestCode(t, 'ops@example.com');
      await age('ops@example.com', 'login', 11 * 60, true);
      const response = await otp('ops@example.com', code);
      expect(response.statusCode).toBe(400);
      expect(json(response).messages).toBe('Invalid or expired verification code');
      await t.app.db.delete(authEvents);
    });

    it('refuses a resend within 90 seconds, then sends a new code that replaces the old one', async () => {
      await age('ops@example.com', 'login', 120);
      await checkin(t.app, { email: 'ops@example.com' });
      const first = await latestCode(t, 'ops@example.com');
      const early = await post(t.app, '/api/auth/resendcode', { email: 'ops@example.com', customerid: 0 });
      expect(early.statusCode).toBe(429);
      const wait = /^Please wait (\d+) seconds before requesting a new code\.$/.exec(json(early).messages);
      expect(wait).not.toBeNull();
      expect(Number(wait?.[1])).toBeGreaterThan(80);
      expect(Number(wait?.[1])).toBeLessThanOrEqual(90);

      await age('ops@example.com', 'login', 91);
      const before = await mailCount(t);
      const resend = await post(t.app, '/api/auth/resendcode', { email: 'ops@example.com', customerid: 0 });
      expect(resend.statusCode).toBe(200);
      expect(await mailCount(t)).toBe(before + 1);
      const second = await latestCode(t, 'ops@example.com');
      if (second !== first) expect(json(await otp('ops@example.com', first)).status).toBe(400);
      expect(json(await otp('ops@example.com', second)).status).toBe(200);
      await t.app.db.delete(authEvents);
    });

    it('answers a resend for an unknown email, or with nothing pending, the same way and mails nothing', async () => {
      const before = await mailCount(t);
      for (const email of ['nobody@example.com', 'admin@example.com']) {
        const response = await post(t.app, '/api/auth/resendcode', { email, customerid: 0 });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 200, messages: 'Verification code has been sent' });
      }
      expect(await mailCount(t)).toBe(before);
      const invalid = await post(t.app, '/api/auth/resendcode', { email: 'not-an-email' });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('forgot password', () => {
    const reset = (body: Record<string, unknown>) => post(t.app, '/api/auth/resetpwd', body);
    const verify = async (email: string): Promise<string> => {
      const code = await latestCode(t, email);
      const response = await post(t.app, '/api/auth/checkcode', { email, customerid: 0, code: enc(code) });
      expect(json(response)).toMatchObject({ status: 200, messages: 'Email verified successfully' });
      return dataOf(response);
    };

    it('answers checkmail the same way whether or not the account exists', async () => {
      const before = await mailCount(t);
      const known = await post(t.app, '/api/auth/checkmail', { email: 'user@example.com' });
      const unknown = await post(t.app, '/api/auth/checkmail', { email: 'nobody@example.com' });
      const encoded = await post(t.app, '/api/auth/checkmail', { email: enc('nobody2@example.com') });
      for (const response of [known, unknown, encoded]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: 200,
          messages: 'If an account exists for this email, a verification code has been sent to it',
          customer_id: 0,
        });
      }
      expect(await mailCount(t)).toBe(before + 1);
      // Asking again within 90 s answers the same and sends nothing new.
      expect((await post(t.app, '/api/auth/checkmail', { email: 'user@example.com' })).json()).toEqual(known.json());
      expect(await mailCount(t)).toBe(before + 1);
      const missing = await post(t.app, '/api/auth/checkmail', {});
      expect(json(missing)).toMatchObject({ status: 400, messages: 'Email is required', errors: { email: 'Email is required' } });
    });

    it('resets end to end: code, reset token, rules of spec §5, single use, sessions revoked', async () => {
      const oldSession = await login(t.app, 'user@example.com');
      const code = await latestCode(t, 'user@example.com');
      const wrong = await post(t.app, '/api/auth/checkcode', { email: 'user@example.com', customerid: 0, code: enc(wrongOf(code)) });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).messages).toBe('Invalid or expired verification code');
      const token = await verify('user@example.com');
      expect(decodeJwt(token).typ).toBe('reset');
      expect((decodeJwt(token).exp ?? 0) - (decodeJwt(token).iat ?? 0)).toBe(15 * 60);

      const base = { email: 'user@example.com', token };
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ password: enc(''), confirmpassword: enc('') }, { password: MESSAGES.fieldRequired }],
        [{ password: enc('short1!'), confirmpassword: enc('short1!') }, { password: MESSAGES.passwordRule }],
        [{ password: enc('nouppercase1!'), confirmpassword: enc('nouppercase1!') }, { password: MESSAGES.passwordRule }],
        [{ password: enc('NoSpecial123'), confirmpassword: enc('NoSpecial123') }, { password: MESSAGES.passwordRule }],
        [{ password: enc('Fresh#Start42'), confirmpassword: enc('') }, { confirmpassword: MESSAGES.fieldRequired }],
        [{ password: enc('Fresh#Start42'), confirmpassword: enc('Fresh#Start43') }, { confirmpassword: MESSAGES.passwordMismatch }],
        [{ password: enc('Password@123'), confirmpassword: enc('Password@123') }, { password: 'This password is too common. Please choose a less common one.' }],
        [{ password: '%%%', confirmpassword: enc('x') }, { password: 'Password must be base64-encoded' }],
        [{ password: 5, confirmpassword: enc('x') }, { password: MESSAGES.fieldRequired }],
      ];
      for (const [fields, errors] of cases) {
        const response = await reset({ ...base, ...fields });
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(json(response).errors, JSON.stringify(fields)).toMatchObject(errors);
        expect(json(response).messages).toBe(Object.values(errors)[0]);
      }
      const password = { password: enc('Fresh#Start42'), confirmpassword: enc('Fresh#Start42') };
      const noToken = await reset({ email: 'user@example.com', ...password });
      expect(noToken.statusCode).toBe(400);
      expect(json(noToken).errors).toHaveProperty('token');
      const badToken = await reset({ ...base, ...password, token: 'garbage' });
      expect(badToken.statusCode).toBe(401);
      expect(json(badToken).messages).toBe('Your password reset session has expired. Please verify your email again.');
      const otherUser = await reset({ ...base, ...password, email: 'customeradmin@example.com' });
      expect(otherUser.statusCode).toBe(401);
      const session = await login(t.app, 'admin@example.com');
      expect((await reset({ ...base, ...password, token: session })).statusCode).toBe(401);

      const done = await reset({ ...base, ...password });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 200, messages: 'Password changed successfully' });
      const again = await reset({ ...base, password: enc('Other#Pass99'), confirmpassword: enc('Other#Pass99') });
      expect(again.statusCode).toBe(401);

      expect((await whoami(oldSession)).statusCode).toBe(401);
      expect((await checkin(t.app, { email: 'user@example.com' })).statusCode).toBe(401);
      expect(json(await checkin(t.app, { email: 'user@example.com', password: 'Fresh#Start42' })).status).toBe(200);
      await t.app.db.delete(authEvents);
    });

    it('takes a user whose password must change from 205 through the reset to a normal sign-in', async () => {
      expect(json(await checkin(t.app, { email: 'expired@example.com' })).status).toBe(205);
      await post(t.app, '/api/auth/checkmail', { email: 'expired@example.com' });
      const token = await verify('expired@example.com');
      const done = await reset({ email: 'expired@example.com', token, password: enc('Renewed#2026x'), confirmpassword: enc('Renewed#2026x') });
      expect(done.statusCode).toBe(200);
      const signedIn = json(await checkin(t.app, { email: 'expired@example.com', password: 'Renewed#2026x' }));
      expect(signedIn.status).toBe(200);
      expect(signedIn.token).toEqual(expect.any(String));
    });

    it('answers a resend after checkmail alike for known and unknown emails', async () => {
      for (const email of ['agent@example.com', 'no-such-agent@example.com']) {
        await post(t.app, '/api/auth/checkmail', { email });
        const early = await post(t.app, '/api/auth/resendcode', { email, customerid: 0 });
        expect(early.statusCode, email).toBe(429);
        expect(json(early).messages, email).toMatch(/^Please wait (8\d|90) seconds before requesting a new code\.$/);
      }
    });

    it('mails a mailbox at most one code per 90 seconds, whoever asks', async () => {
      const before = await mailCount(t);
      const from = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/checkmail', remoteAddress, payload: { email: 'branchadmin@example.com' } });
      expect(json(await from('192.0.2.10')).status).toBe(200);
      expect(json(await from('192.0.2.11')).status).toBe(200);
      expect(await mailCount(t)).toBe(before + 1);
    });

    it('resends a reset code after 90 seconds', async () => {
      await post(t.app, '/api/auth/checkmail', { email: 'branchlead@example.com' });
      const early = await post(t.app, '/api/auth/resendcode', { email: 'branchlead@example.com', customerid: 0 });
      expect(early.statusCode).toBe(429);
      await age('branchlead@example.com', 'reset', 91);
      expect((await post(t.app, '/api/auth/resendcode', { email: 'branchlead@example.com', customerid: 0 })).statusCode).toBe(200);
      const token = await verify('branchlead@example.com');
      expect(token).toEqual(expect.any(String));
    });

    it('caps wrong reset codes at 10 a day across codes and addresses, not cleared by a sign-in; then pauses and mails the owner once', async () => {
      const email = 'customeradmin@example.com';
      const paused = /^Too many wrong verification codes for this account\. Code entry is paused; please try again in 24 hours\.$/;
      const guess = (code: string, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/checkcode', remoteAddress, payload: { email, customerid: 0, code: enc(code) } });
      const freshCode = async () => {
        await age(email, 'reset', 91);
        await post(t.app, '/api/auth/checkmail', { email });
        return latestCode(t, email);
      };
      // Two codes, five wrong tries each (a code is void after five), from two addresses, a sign-in between.
      let code = await freshCode();
      for (let i = 0; i < 5; i++) expect((await guess(wrongOf(code), '192.0.2.20')).statusCode, `try ${i + 1}`).toBe(400);
      expect(json(await checkin(t.app, { email, password: PASSWORD })).status).toBe(200);
      code = await freshCode();
      for (let i = 0; i < 5; i++) expect((await guess(wrongOf(code), '192.0.2.21')).statusCode, `try ${i + 6}`).toBe(400);
      // The eleventh, even the right code of a fresh mail, waits a day.
      code = await freshCode();
      const refused = await guess(code, '192.0.2.22');
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toMatchObject({ status: 429, messages: expect.stringMatching(paused) });
      expect(await mailsTo(email, 'Password reset codes for your Customer Portal account are paused')).toHaveLength(1);
      // Unknown emails alike (and nobody to mail).
      for (let i = 0; i < 10; i++) await post(t.app, '/api/auth/checkcode', { email: 'nobody-capped@example.com', customerid: 0, code: enc('0000') });
      expect(json(await post(t.app, '/api/auth/checkcode', { email: 'nobody-capped@example.com', customerid: 0, code: enc('0000') })).messages).toMatch(paused);
      // A day later code entry resumes.
      const dayAgo = new Date(Date.now() - 24 * 60 * 60_000 - 60_000);
      await t.app.db.update(authEvents).set({ createdAt: dayAgo }).where(and(eq(authEvents.email, email), eq(authEvents.kind, 'reset-code')));
      expect(json(await guess(code, '192.0.2.22')).status).toBe(200);
      await t.app.db.delete(authEvents);
    });

    it('mails the owner after every successful reset', async () => {
      const email = 'partneruser@example.com';
      const before = (await mailsTo(email, 'Your Customer Portal password was reset')).length;
      await post(t.app, '/api/auth/checkmail', { email });
      const token = await verify(email);
      expect((await reset({ email, token, password: enc('Another#2026x'), confirmpassword: enc('Another#2026x') })).statusCode).toBe(200);
      const mails = await mailsTo(email, 'Your Customer Portal password was reset');
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toContain('Every other session has been signed out.');
    });

    it('answers code checks for an unknown email exactly like those for an account with a live code', async () => {
      await post(t.app, '/api/auth/checkmail', { email: 'partner@example.com' });
      await post(t.app, '/api/auth/checkmail', { email: 'nobody-at-all@example.com' });
      const code = await latestCode(t, 'partner@example.com');
      for (let i = 0; i < 7; i++) {
        const known = await post(t.app, '/api/auth/checkcode', { email: 'partner@example.com', customerid: 0, code: enc(wrongOf(code)) });
        const unknown = await post(t.app, '/api/auth/checkcode', { email: 'nobody-at-all@example.com', customerid: 0, code: enc(wrongOf(code)) });
        expect(unknown.statusCode, `try ${i + 1}`).toBe(known.statusCode);
        expect(unknown.json(), `try ${i + 1}`).toEqual(known.json());
      }
      await t.app.db.delete(authEvents);
    });
  });
});
