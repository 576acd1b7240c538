/**
 * The sign-in API of spec §7.1 (DESIGN §5, §6a): captcha, checkin, two-factor, resend, forgot
 * password, reset, whoami and logout. Paths are the spec's, under /api.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CaptchaData, CheckinAnswer, CheckmailAnswer, CodeAnswer, Envelope, WhoamiAnswer } from '../../../src/domain/auth-contract';
import { AUTH_STATUS } from '../../../src/domain/auth-contract';
import { MESSAGES, isStorableText } from '../../../src/domain/validation';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { CODE_TTL_MS, MAX_CODE_TRIES, checkCode, issueCode, pendingCode, spendResetCode, type CodeCheck, type CodePurpose } from './codes';
import { clearAccountFailures, clearFailures, recentEvents, recordEvent, resendWaitMessage, sendWait } from '../../auth/events';
import { RESET_CAP_WINDOW_MS, RESET_CODE_DAILY_CAP, resetPausedMessage, resetPausedSeconds } from './reset-cap';
import { FAILURE_WINDOW_MS, throttledMessage, throttledSeconds, underAttack } from '../../auth/throttle';
import { enteredPasswordField, hashPassword, newPasswordIssues, PASSWORD_MESSAGES, verifyPassword } from '../../auth/passwords';
import { customerIdOf, findUserByEmail, findUserById, toSessionUser, type UserRow } from '../../auth/users';
import { users } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { HttpError, fieldError } from '../../errors';
import { bodySchema, codeField, customerIdField, emailField, encodedPasswordField, objectBody } from '../../validation';
import { envelopeSchema, errorResponses, sessionUserSchema } from '../../http/schemas';

export const AUTH_MESSAGES = {
  captchaIssued: 'Captcha generated',
  loginOk: 'Login successful',
  badCredentials: 'Invalid email or password',
  inactive: 'Your account is inactive. Please contact your administrator.',
  pending: 'Your account is not activated yet. Please contact your administrator.',
  passwordChange: 'Your password has expired. Please set a new password.',
  codeSent: 'Verification code has been sent',
  otpOk: 'Verification successful',
  wrongCode: 'Invalid or expired verification code',
  codeVoid: 'This verification code is no longer valid. Please request a new code.',
  emailVerified: 'Email verified successfully',
  resetSent: 'If an account exists for this email, a verification code has been sent to it',
  resetInvalid: 'Your password reset session has expired. Please verify your email again.',
  commonPassword: PASSWORD_MESSAGES.commonPassword,
  passwordChanged: 'Password changed successfully',
  unlocked: 'Sign-in unlocked. You can sign in with your password now.',
  unlockInvalid: 'This unlock link is invalid or has expired.',
  whoami: 'Success',
  loggedOut: 'Logged out successfully',
} as const;

const CheckinBody = objectBody({
  email: emailField(),
  password: encodedPasswordField(MESSAGES.passwordRequired),
  remeber_me: z.boolean({ error: 'remeber_me must be true or false' }).optional().default(false),
  captcha_id: z.string({ error: MESSAGES.invalidCaptcha }).min(1, MESSAGES.invalidCaptcha).max(100, MESSAGES.invalidCaptcha),
  captcha: z.string({ error: MESSAGES.invalidCaptcha }).min(1, MESSAGES.invalidCaptcha).max(50, MESSAGES.invalidCaptcha),
});
const CodeBody = objectBody({ email: emailField(), customerid: customerIdField, code: codeField });
const ResendBody = objectBody({ email: emailField(), customerid: customerIdField });
const CheckmailBody = objectBody({ email: emailField() });
const UnlockQuery = objectBody({ token: z.string({ error: AUTH_MESSAGES.unlockInvalid }).min(1, AUTH_MESSAGES.unlockInvalid).max(2048, AUTH_MESSAGES.unlockInvalid) });

const ResetBody = objectBody({
  email: emailField(),
  password: enteredPasswordField,
  confirmpassword: enteredPasswordField,
  token: z.string({ error: AUTH_MESSAGES.resetInvalid }).min(1, AUTH_MESSAGES.resetInvalid).max(2048, AUTH_MESSAGES.resetInvalid),
}).superRefine(newPasswordIssues);

const TAGS = ['auth'];
/** Auth payloads are tiny; anything bigger is refused with 413 before parsing. */
const BODY_LIMIT = 16 * 1024;

/** A mail to the user: the greeting, the lines (blank ones between paragraphs) and the signature. */
function mail(user: UserRow, subject: string, lines: string[]) {
  return { to: user.email, subject, text: [`Hello ${user.name},`, '', ...lines, '', 'Customer Portal'].join('\n') };
}

function codeMail(user: UserRow, code: string, purpose: CodePurpose) {
  const login = purpose === 'login';
  return mail(user, login ? 'Your Customer Portal sign-in code' : 'Your Customer Portal password reset code', [
    `Your verification code is ${code}.`,
    '',
    `Enter it within 10 minutes to ${login ? 'sign in' : 'reset your password'}.`,
    'If you did not ask for it, you can ignore this email.',
  ]);
}

const unlockMail = (user: UserRow, link: string) =>
  mail(user, 'Someone is trying to sign in to your Customer Portal account', [
    'In the last 15 minutes someone entered wrong passwords for your Customer Portal account many times, from several addresses.',
    'Your account is not locked: you can still sign in with your password. If signing in asks you to wait, open this link to lift the wait (it works for 24 hours):',
    '',
    link,
    '',
    'If these attempts were not yours, consider changing your password.',
  ]);

const resetCapMail = (user: UserRow) =>
  mail(user, 'Password reset codes for your Customer Portal account are paused', [
    `Someone entered ${RESET_CODE_DAILY_CAP} wrong password reset codes for your Customer Portal account within 24 hours.`,
    'To keep your account safe, reset codes for it are not accepted for the next 24 hours. Your password has not changed and you can still sign in with it.',
    '',
    'If this was not you, nobody needs to do anything; if it keeps happening, please contact your administrator.',
  ]);

const passwordResetMail = (user: UserRow, ip: string, at: Date) =>
  mail(user, 'Your Customer Portal password was reset', [
    `The password of your Customer Portal account was reset with an emailed code on ${at.toUTCString()} from the address ${ip}. Every other session has been signed out.`,
    '',
    'If you did not do this, reset your password again at once and contact your administrator.',
  ]);

/** What a sign-in route's options say besides the shared ones: its summary, input, answer and errors. */
interface AuthRoute {
  summary: string;
  description?: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** The 200 answer's schema; the bare envelope when absent. */
  answer?: object;
  errors: number[];
  /** A signed-in route: the bearer token is checked first. */
  signedIn?: true;
  /** Not rate-limited (whoami, called on every page load). */
  unlimited?: true;
}

const authRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };
  const config = { rateLimit };
  const captchaPassed = new WeakMap<FastifyRequest, boolean>();

  /** A route's options: the shared rate limit, body limit (POST) and tags, then what the route declares. */
  const options = (method: 'GET' | 'POST', route: AuthRoute) => ({
    ...(route.unlimited ? {} : { config }),
    ...(method === 'POST' ? { bodyLimit: BODY_LIMIT } : {}),
    ...(route.signedIn ? { preHandler: app.authenticate } : {}),
    schema: {
      tags: TAGS,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.signedIn ? { security: [{ bearer: [] }] } : {}),
      ...(route.body ? { body: bodySchema(route.body) } : {}),
      ...(route.querystring ? { querystring: bodySchema(route.querystring) } : {}),
      response: { 200: route.answer ?? envelopeSchema(), ...errorResponses(...route.errors) },
    },
  });

  /** Refuses an attempt while this address must wait for this account (throttle.ts). */
  async function refuseWhenThrottled(request: FastifyRequest, email: string) {
    const seconds = await throttledSeconds(db, { email, ip: request.ip });
    if (seconds > 0) throw new HttpError(429, throttledMessage(seconds));
  }

  /**
   * Counts a failed sign-in; when the account's failures come from many addresses, its owner gets an
   * unlock link (at most one per 15 minutes). The check runs after the answer, so known and unknown
   * emails answer alike.
   */
  async function signInFailed(request: FastifyRequest, email: string, kind: 'password' | 'code') {
    await recordEvent(db, { email, ip: request.ip, kind });
    app.mail.send(async () => {
      if (!(await underAttack(db, email)) || (await recentEvents(db, email, 'unlock-mail', FAILURE_WINDOW_MS)) > 0) return null;
      const found = await findUserByEmail(db, email);
      if (!found || found.user.status !== 'active') return null;
      await recordEvent(db, { email, ip: request.ip, kind: 'unlock-mail' });
      const token = await app.auth.tokens.unlock({ userId: found.user.id });
      return unlockMail(found.user, `${app.config.publicUrl}/api/auth/unlock?token=${encodeURIComponent(token)}`);
    });
  }

  /**
   * Turns a failed code check into its answer, counting it toward the account's lockout. Anyone can
   * have a reset code sent to any address, so the answers must not tell an account with a live code
   * from an unknown email: a wrong, expired or missing code all read the same, and "void" comes after
   * 5 failures either way (for a live code, its own tries; otherwise the email's failures in 10 minutes).
   */
  async function refuseCode(request: FastifyRequest, email: string, purpose: CodePurpose, check: Exclude<CodeCheck, { ok: true }> | null): Promise<never> {
    const kind = purpose === 'reset' ? 'reset-code' : 'code';
    if (kind === 'code') await signInFailed(request, email, kind);
    else await resetCodeFailed(request, email);
    const live = check?.reason === 'wrong' || check?.reason === 'void';
    const exhausted = live
      ? check.reason === 'void' || check.triesLeft === 0
      : (await recentEvents(db, email, kind, CODE_TTL_MS)) >= MAX_CODE_TRIES;
    throw new HttpError(400, exhausted ? AUTH_MESSAGES.codeVoid : AUTH_MESSAGES.wrongCode);
  }

  /** Counts a wrong reset code toward the daily cap; the one that reaches it tells the owner. */
  async function resetCodeFailed(request: FastifyRequest, email: string) {
    await recordEvent(db, { email, ip: request.ip, kind: 'reset-code' });
    app.mail.send(async () => {
      if ((await recentEvents(db, email, 'reset-code', RESET_CAP_WINDOW_MS)) < RESET_CODE_DAILY_CAP) return null;
      if ((await recentEvents(db, email, 'reset-cap-mail', RESET_CAP_WINDOW_MS)) > 0) return null;
      const found = await findUserByEmail(db, email);
      if (!found || found.user.status !== 'active') return null;
      await recordEvent(db, { email, ip: request.ip, kind: 'reset-cap-mail' });
      return resetCapMail(found.user);
    });
  }

  app.get<{ Reply: Envelope<CaptchaData> }>(
    '/auth/captcha',
    options('GET', {
      summary: 'A new captcha: an SVG image and the id to send back with its answer',
      answer: envelopeSchema({ data: { type: 'object', required: ['id', 'svg'], properties: { id: { type: 'string' }, svg: { type: 'string' } } } }),
      errors: [429],
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 200, messages: AUTH_MESSAGES.captchaIssued, data: await issueCaptcha(db) };
    },
  );

  app.post<{ Body: z.output<typeof CheckinBody>; Reply: CheckinAnswer }>(
    '/auth/checkin',
    {
      ...options('POST', {
        summary: 'Sign in: 200 with a token, 205 password change needed, 206 code sent for two-factor',
        body: CheckinBody,
        answer: envelopeSchema({ extra: { token: { type: 'string' }, customer_id: { type: 'integer' } } }),
        errors: [400, 401, 403, 413, 429],
      }),
      // The captcha is spent by this attempt whatever else is wrong with it.
      preValidation: async (request) => {
        const body = request.body as { captcha_id?: unknown; captcha?: unknown } | null | undefined;
        const id = body?.captcha_id;
        const answer = body?.captcha;
        const passed =
          typeof id === 'string' && typeof answer === 'string' && id.length <= 100 && answer.length <= 50 && isStorableText(id)
            ? await consumeCaptcha(db, id, answer, app.config.captchaTestMode)
            : false;
        captchaPassed.set(request, passed);
      },
    },
    async (request) => {
      const { email, password, remeber_me: rememberMe } = request.body;
      if (!captchaPassed.get(request)) throw fieldError('captcha', MESSAGES.invalidCaptcha);
      await refuseWhenThrottled(request, email);
      const found = await findUserByEmail(db, email);
      const valid = await verifyPassword(found?.user.passwordHash ?? null, password);
      if (!found || !valid) {
        await signInFailed(request, email, 'password');
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }
      const { user } = found;
      if (user.status === 'inactive') throw new HttpError(403, AUTH_MESSAGES.inactive);
      if (user.status === 'pending') throw new HttpError(403, AUTH_MESSAGES.pending);
      const customer_id = customerIdOf(user);
      if (user.mustChangePassword) {
        return { status: AUTH_STATUS.passwordChange, messages: AUTH_MESSAGES.passwordChange, customer_id };
      }
      if (user.twoFactor) {
        const issued = await issueCode(db, app.auth.key, { userId: user.id, purpose: 'login', rememberMe });
        await recordEvent(db, { email, ip: request.ip, kind: 'send' });
        if (issued) app.mail.send(codeMail(user, issued.code, 'login'));
        return { status: AUTH_STATUS.twoFactor, messages: AUTH_MESSAGES.codeSent, customer_id };
      }
      await clearFailures(db, email, request.ip);
      const token = await app.auth.tokens.session({ userId: user.id, sessionVersion: user.sessionVersion, rememberMe });
      return { status: AUTH_STATUS.ok, messages: AUTH_MESSAGES.loginOk, token, customer_id };
    },
  );

  app.post<{ Body: z.output<typeof CodeBody>; Reply: CodeAnswer }>(
    '/auth/checkotplogin',
    options('POST', {
      summary: 'Two-factor sign-in: the emailed code; answers the token in data',
      body: CodeBody,
      answer: envelopeSchema({ data: { type: 'string' } }),
      errors: [400, 403, 413, 429],
    }),
    async (request) => {
      const { email, code } = request.body;
      await refuseWhenThrottled(request, email);
      const found = await findUserByEmail(db, email);
      if (!found) return refuseCode(request, email, 'login', null);
      const check = await checkCode(db, app.auth.key, { userId: found.user.id, purpose: 'login', code });
      if (!check.ok) return refuseCode(request, email, 'login', check);
      const { user } = found;
      if (user.status !== 'active') throw new HttpError(403, user.status === 'pending' ? AUTH_MESSAGES.pending : AUTH_MESSAGES.inactive);
      await clearFailures(db, email, request.ip);
      const token = await app.auth.tokens.session({ userId: user.id, sessionVersion: user.sessionVersion, rememberMe: check.row.rememberMe });
      return { status: 200, messages: AUTH_MESSAGES.otpOk, data: token };
    },
  );

  app.post<{ Body: z.output<typeof ResendBody>; Reply: Envelope }>(
    '/auth/resendcode',
    options('POST', {
      summary: 'Sends a fresh code for the pending sign-in or reset; refused until 90 s after the last one',
      body: ResendBody,
      errors: [400, 413, 429],
    }),
    async (request) => {
      const { email } = request.body;
      // The wait is kept per address and client address, known account or not, so it reveals nothing.
      const wait = await sendWait(db, email, request.ip, app.config.resendCooldownSeconds);
      if (wait > 0) throw new HttpError(429, resendWaitMessage(wait));
      await recordEvent(db, { email, ip: request.ip, kind: 'send' });
      const found = await findUserByEmail(db, email);
      if (found && found.user.status === 'active') {
        const { user } = found;
        app.mail.send(async () => {
          // Only a sign-in or reset under way gets a code, and a mailbox at most one per 90 s.
          const pending = await pendingCode(db, user.id);
          if (!pending) return null;
          const issued = await issueCode(db, app.auth.key, {
            userId: user.id,
            purpose: pending.purpose,
            rememberMe: pending.rememberMe,
            unlessSentWithinMs: app.config.resendCooldownSeconds * 1000,
          });
          return issued && codeMail(user, issued.code, pending.purpose);
        });
      }
      return { status: 200, messages: AUTH_MESSAGES.codeSent };
    },
  );

  app.post<{ Body: z.output<typeof CheckmailBody>; Reply: CheckmailAnswer }>(
    '/auth/checkmail',
    options('POST', {
      summary: 'Forgot password: emails a reset code when the account exists; the same answer either way',
      description: 'customer_id is always 0 here, so the answer does not tell which accounts exist.',
      body: CheckmailBody,
      answer: envelopeSchema({ extra: { customer_id: { type: 'integer' } } }),
      errors: [400, 413, 429],
    }),
    async (request) => {
      const { email } = request.body;
      // Within 90 s of the last request nothing new is sent, silently: a refusal would reveal the account.
      if ((await sendWait(db, email, request.ip, app.config.resendCooldownSeconds)) > 0) return { status: 200, messages: AUTH_MESSAGES.resetSent, customer_id: 0 };
      await recordEvent(db, { email, ip: request.ip, kind: 'send' });
      const found = await findUserByEmail(db, email);
      if (found && found.user.status === 'active') {
        const { user } = found;
        // After the answer, so known and unknown emails take the same time.
        app.mail.send(async () => {
          const issued = await issueCode(db, app.auth.key, { userId: user.id, purpose: 'reset', unlessSentWithinMs: app.config.resendCooldownSeconds * 1000 });
          return issued && codeMail(user, issued.code, 'reset');
        });
      }
      return { status: 200, messages: AUTH_MESSAGES.resetSent, customer_id: 0 };
    },
  );

  app.post<{ Body: z.output<typeof CodeBody>; Reply: CodeAnswer }>(
    '/auth/checkcode',
    options('POST', {
      summary: 'Verifies a reset code; answers in data the reset token that resetpwd needs (15 minutes, single use)',
      body: CodeBody,
      answer: envelopeSchema({ data: { type: 'string' } }),
      errors: [400, 413, 429],
    }),
    async (request) => {
      const { email, code } = request.body;
      const paused = await resetPausedSeconds(db, email);
      if (paused > 0) throw new HttpError(429, resetPausedMessage(paused));
      const found = await findUserByEmail(db, email);
      if (!found || found.user.status !== 'active') return refuseCode(request, email, 'reset', null);
      const check = await checkCode(db, app.auth.key, { userId: found.user.id, purpose: 'reset', code });
      if (!check.ok) return refuseCode(request, email, 'reset', check);
      const resetToken = await app.auth.tokens.reset({ userId: found.user.id, codeId: check.row.id });
      return { status: 200, messages: AUTH_MESSAGES.emailVerified, data: resetToken };
    },
  );

  app.post<{ Body: z.output<typeof ResetBody>; Reply: Envelope }>(
    '/auth/resetpwd',
    options('POST', {
      summary: 'Sets a new password with the reset token of checkcode; signs out every session of the user',
      body: ResetBody,
      errors: [400, 401, 413, 429],
    }),
    async (request) => {
      const { email, password, token } = request.body;
      const claims = await app.auth.tokens.verifyReset(token);
      const found = claims ? await findUserByEmail(db, email) : undefined;
      if (!claims || !found || found.user.id !== claims.userId || found.user.status !== 'active') {
        throw new HttpError(401, AUTH_MESSAGES.resetInvalid);
      }
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        if (!(await spendResetCode(tx, claims.codeId, claims.userId))) return false;
        await tx
          .update(users)
          .set({
            passwordHash,
            mustChangePassword: false,
            sessionVersion: sql`${users.sessionVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, claims.userId));
        return true;
      });
      if (!changed) throw new HttpError(401, AUTH_MESSAGES.resetInvalid);
      // Every session of the user ended with the reset: their open sockets close.
      app.realtime.recheckSessions(claims.userId).catch((error: unknown) => request.log.error({ err: error }, 'closing the user’s sockets failed'));
      // The reset-code cap stays: a reset is no reason to give a guesser fresh tries.
      await clearAccountFailures(db, email);
      app.mail.send(passwordResetMail(found.user, request.ip, new Date()));
      return { status: 200, messages: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.get<{ Querystring: z.output<typeof UnlockQuery>; Reply: Envelope }>(
    '/auth/unlock',
    options('GET', {
      summary: "The mailed unlock link: lifts the sign-in throttle of the link's account (24 hours, for its owner)",
      querystring: UnlockQuery,
      errors: [400, 401, 429],
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await app.auth.tokens.verifyUnlock(request.query.token);
      const found = userId === null ? undefined : await findUserById(db, userId);
      if (!found) throw new HttpError(401, AUTH_MESSAGES.unlockInvalid);
      await clearAccountFailures(db, found.user.email);
      return { status: 200, messages: AUTH_MESSAGES.unlocked };
    },
  );

  app.get<{ Reply: WhoamiAnswer }>(
    '/auth/whoami',
    options('GET', {
      summary: 'The signed-in user with the permission strings of their role',
      answer: envelopeSchema({ data: sessionUserSchema }),
      errors: [401],
      signedIn: true,
      unlimited: true,
    }),
    async (request) => {
      // Fresh from the database on every call: the role may have changed since sign-in.
      return { status: 200, messages: AUTH_MESSAGES.whoami, data: toSessionUser(requireUser(request).record) };
    },
  );

  app.post<{ Reply: Envelope }>(
    '/auth/logout',
    options('POST', {
      summary: 'Revokes the token it is called with',
      errors: [401, 429],
      signedIn: true,
    }),
    async (request) => {
      await app.auth.revoke(requireUser(request).claims);
      return { status: 200, messages: AUTH_MESSAGES.loggedOut };
    },
  );
};

export default authRoutes;
