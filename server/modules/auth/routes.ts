/**
 * The sign-in API of spec §7.1 (DESIGN §5, §6a): captcha, checkin, two-factor, resend, forgot
 * password, reset, whoami and logout. Paths are the spec's, under /api.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CaptchaData, CheckinAnswer, CheckmailAnswer, CodeAnswer, Envelope, WhoamiAnswer } from '../../../src/domain/auth-contract';
import { AUTH_STATUS } from '../../../src/domain/auth-contract';
import { MESSAGES, isStorableText } from '../../../src/domain/validation';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { CODE_TTL_MS, MAX_CODE_TRIES, checkCode, issueCode, pendingCode, spendResetCode, type CodeCheck, type CodePurpose } from './codes';
import { clearAccountFailures, clearFailures, recentEvents, recordEvent, resendWaitMessage, sendWait, type AuthEventKind } from '../../auth/events';
import { RESET_CAP_WINDOW_MS, RESET_CODE_DAILY_CAP, resetPausedMessage, resetPausedSeconds } from './reset-cap';
import { FAILURE_WINDOW_MS, refuseWhenThrottled, underAttack } from '../../auth/throttle';
import { enteredPasswordField, hashPassword, newPasswordIssues, PASSWORD_MESSAGES, verifyPassword } from '../../auth/passwords';
import { customerIdOf, findUserByEmail, findUserById, storePassword, toSessionUser, type UserRow } from '../../auth/users';
import type { MailMessage } from '../../plugins/mail';
import { requireUser } from '../../plugins/auth';
import { HttpError, fieldError } from '../../errors';
import { codeField, customerIdField, emailField, encodedPasswordField, objectBody } from '../../validation';
import { sessionUserSchema } from '../../http/schemas';
import { defineRoute, type Access } from '../../http/define-route';

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

/** A required string of at most `max` characters; any fault reads `message`. */
const text = (max: number, message: string) => z.string({ error: message }).min(1, message).max(max, message);

const CheckinBody = objectBody({
  email: emailField(),
  password: encodedPasswordField(MESSAGES.passwordRequired),
  remeber_me: z.boolean({ error: 'remeber_me must be true or false' }).optional().default(false),
  captcha_id: text(100, MESSAGES.invalidCaptcha),
  captcha: text(50, MESSAGES.invalidCaptcha),
});
const ResendBody = objectBody({ email: emailField(), customerid: customerIdField });
const CodeBody = objectBody({ ...ResendBody.shape, code: codeField });
const CheckmailBody = objectBody({ email: emailField() });
const UnlockQuery = objectBody({ token: text(2048, AUTH_MESSAGES.unlockInvalid) });
const ResetBody = objectBody({
  email: emailField(),
  password: enteredPasswordField,
  confirmpassword: enteredPasswordField,
  token: text(2048, AUTH_MESSAGES.resetInvalid),
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

const authRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };
  const captchaPassed = new WeakMap<FastifyRequest, boolean>();
  const cooldownMs = app.config.resendCooldownSeconds * 1000;

  /** Every sign-in route's head: public and rate-limited unless said, with a small body limit on a POST. */
  const head = <const U extends string>(method: 'GET' | 'POST', url: U, { access = 'public', limited = true }: { access?: Access; limited?: boolean } = {}) => ({
    method,
    url,
    access,
    tags: TAGS,
    ...(method === 'POST' ? { bodyLimit: BODY_LIMIT } : {}),
    ...(limited ? { rateLimit } : {}),
  });

  /** The email's account when it is active: only such an account is mailed, sent codes or reset. */
  async function activeUser(email: string): Promise<UserRow | undefined> {
    const found = await findUserByEmail(db, email);
    return found?.user.status === 'active' ? found.user : undefined;
  }

  /** Refuses an inactive or pending account (its password or code was right). */
  function refuseInactive(user: UserRow) {
    if (user.status !== 'active') throw new HttpError(403, user.status === 'pending' ? AUTH_MESSAGES.pending : AUTH_MESSAGES.inactive);
  }

  /** A session token for the user; the email's failures from this address are forgotten. */
  async function signIn(request: FastifyRequest, user: UserRow, rememberMe: boolean) {
    await clearFailures(db, user.email, request.ip);
    return app.auth.tokens.session({ userId: user.id, sessionVersion: user.sessionVersion, rememberMe });
  }

  /** Issues a code (see issueCode) and answers its mail, or null when none was issued. */
  async function codeMailFor(user: UserRow, input: { purpose: CodePurpose; rememberMe?: boolean; unlessSentWithinMs?: number }) {
    const issued = await issueCode(db, app.auth.key, { userId: user.id, ...input });
    return issued && codeMail(user, issued.code, input.purpose);
  }

  /**
   * After the answer, mails the email's active account when `due`, at most once per window: each
   * mail is recorded as an event of `kind`.
   */
  function warnOnce(request: FastifyRequest, email: string, kind: AuthEventKind, windowMs: number, due: () => Promise<boolean>, build: (user: UserRow) => MailMessage | Promise<MailMessage>) {
    app.mail.send(async () => {
      if (!(await due()) || (await recentEvents(db, email, kind, windowMs)) > 0) return null;
      const user = await activeUser(email);
      if (!user) return null;
      await recordEvent(db, { email, ip: request.ip, kind });
      return build(user);
    });
  }

  /**
   * Counts a failed sign-in or reset code. When an account's sign-in failures come from many
   * addresses, its owner gets an unlock link (at most one per 15 minutes); the wrong reset code that
   * reaches the daily cap tells the owner. The checks run after the answer, so known and unknown
   * emails answer alike.
   */
  async function failed(request: FastifyRequest, email: string, kind: 'password' | 'code' | 'reset-code') {
    await recordEvent(db, { email, ip: request.ip, kind });
    if (kind === 'reset-code') {
      const capped = async () => (await recentEvents(db, email, 'reset-code', RESET_CAP_WINDOW_MS)) >= RESET_CODE_DAILY_CAP;
      return warnOnce(request, email, 'reset-cap-mail', RESET_CAP_WINDOW_MS, capped, resetCapMail);
    }
    warnOnce(request, email, 'unlock-mail', FAILURE_WINDOW_MS, () => underAttack(db, email), async (user) => {
      const token = await app.auth.tokens.unlock({ userId: user.id });
      return unlockMail(user, `${app.config.publicUrl}/api/auth/unlock?token=${encodeURIComponent(token)}`);
    });
  }

  /**
   * Checks the code of `purpose` of the user (undefined: no account to check) and answers its row;
   * a failed check is refused, counting toward the account's lockout. Anyone can have a reset code
   * sent to any address, so the answers must not tell an account with a live code from an unknown
   * email: a wrong, expired or missing code all read the same, and "void" comes after 5 failures
   * either way (for a live code, its own tries; otherwise the email's failures in 10 minutes).
   */
  async function rightCode(request: FastifyRequest, purpose: CodePurpose, body: { email: string; code: string }, user: UserRow | undefined) {
    const check: CodeCheck | null = user ? await checkCode(db, app.auth.key, { userId: user.id, purpose, code: body.code }) : null;
    if (user && check?.ok) return { user, row: check.row };
    const kind = purpose === 'reset' ? 'reset-code' : 'code';
    await failed(request, body.email, kind);
    const live = check?.ok === false && (check.reason === 'wrong' || check.reason === 'void');
    const exhausted = live ? check.reason === 'void' || check.triesLeft === 0 : (await recentEvents(db, body.email, kind, CODE_TTL_MS)) >= MAX_CODE_TRIES;
    throw new HttpError(400, exhausted ? AUTH_MESSAGES.codeVoid : AUTH_MESSAGES.wrongCode);
  }

  /**
   * The steps a code request (resend, forgot password) shares: while the wait since the email's last
   * send from this address runs, nothing is sent and the seconds left are answered; else the send is
   * counted and, after the answer, `mailFor` mails the email's active account, if any, so known and
   * unknown emails take the same steps and time.
   */
  async function requestCode(request: FastifyRequest, email: string, mailFor: (user: UserRow) => Promise<MailMessage | null>): Promise<number> {
    const wait = await sendWait(db, email, request.ip, app.config.resendCooldownSeconds);
    if (wait > 0) return wait;
    await recordEvent(db, { email, ip: request.ip, kind: 'send' });
    const user = await activeUser(email);
    if (user) app.mail.send(() => mailFor(user));
    return 0;
  }

  defineRoute(app, {
    ...head('GET', '/auth/captcha'),
    summary: 'A new captcha: an SVG image and the id to send back with its answer',
    data: { type: 'object', required: ['id', 'svg'], properties: { id: { type: 'string' }, svg: { type: 'string' } } },
    errors: [429],
    handler: async (_request, reply): Promise<Envelope<CaptchaData>> => {
      reply.header('cache-control', 'no-store');
      return { status: 200, messages: AUTH_MESSAGES.captchaIssued, data: await issueCaptcha(db) };
    },
  });

  defineRoute(app, {
    ...head('POST', '/auth/checkin'),
    summary: 'Sign in: 200 with a token, 205 password change needed, 206 code sent for two-factor',
    body: CheckinBody,
    extra: { token: { type: 'string' }, customer_id: { type: 'integer' } },
    errors: [400, 401, 403, 413, 429],
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
    handler: async (request): Promise<CheckinAnswer> => {
      const { email, password, remeber_me: rememberMe } = request.body;
      if (!captchaPassed.get(request)) throw fieldError('captcha', MESSAGES.invalidCaptcha);
      await refuseWhenThrottled(db, email, request.ip);
      const found = await findUserByEmail(db, email);
      const valid = await verifyPassword(found?.user.passwordHash ?? null, password);
      if (!found || !valid) {
        await failed(request, email, 'password');
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }
      const { user } = found;
      refuseInactive(user);
      const customer_id = customerIdOf(user);
      if (user.mustChangePassword) {
        return { status: AUTH_STATUS.passwordChange, messages: AUTH_MESSAGES.passwordChange, customer_id };
      }
      if (user.twoFactor) {
        const mail = await codeMailFor(user, { purpose: 'login', rememberMe });
        await recordEvent(db, { email, ip: request.ip, kind: 'send' });
        if (mail) app.mail.send(mail);
        return { status: AUTH_STATUS.twoFactor, messages: AUTH_MESSAGES.codeSent, customer_id };
      }
      const token = await signIn(request, user, rememberMe);
      return { status: AUTH_STATUS.ok, messages: AUTH_MESSAGES.loginOk, token, customer_id };
    },
  });

  defineRoute(app, {
    ...head('POST', '/auth/checkotplogin'),
    summary: 'Two-factor sign-in: the emailed code; answers the token in data',
    body: CodeBody,
    data: { type: 'string' },
    errors: [400, 403, 413, 429],
    handler: async (request): Promise<CodeAnswer> => {
      const { email } = request.body;
      await refuseWhenThrottled(db, email, request.ip);
      const { user, row } = await rightCode(request, 'login', request.body, (await findUserByEmail(db, email))?.user);
      refuseInactive(user);
      const token = await signIn(request, user, row.rememberMe);
      return { status: 200, messages: AUTH_MESSAGES.otpOk, data: token };
    },
  });

  defineRoute(app, {
    ...head('POST', '/auth/resendcode'),
    summary: 'Sends a fresh code for the pending sign-in or reset; refused until 90 s after the last one',
    body: ResendBody,
    errors: [400, 413, 429],
    handler: async (request): Promise<Envelope> => {
      // The wait is kept per address and client address, known account or not, so it reveals nothing.
      // Only a sign-in or reset under way gets a code, and a mailbox at most one per 90 s.
      const wait = await requestCode(request, request.body.email, async (user) => {
        const pending = await pendingCode(db, user.id);
        return pending ? codeMailFor(user, { purpose: pending.purpose, rememberMe: pending.rememberMe, unlessSentWithinMs: cooldownMs }) : null;
      });
      if (wait > 0) throw new HttpError(429, resendWaitMessage(wait));
      return { status: 200, messages: AUTH_MESSAGES.codeSent };
    },
  });

  defineRoute(app, {
    ...head('POST', '/auth/checkmail'),
    summary: 'Forgot password: emails a reset code when the account exists; the same answer either way',
    description: 'customer_id is always 0 here, so the answer does not tell which accounts exist.',
    body: CheckmailBody,
    extra: { customer_id: { type: 'integer' } },
    errors: [400, 413, 429],
    handler: async (request): Promise<CheckmailAnswer> => {
      // Within 90 s of the last request nothing new is sent, silently: a refusal would reveal the account.
      await requestCode(request, request.body.email, (user) => codeMailFor(user, { purpose: 'reset', unlessSentWithinMs: cooldownMs }));
      return { status: 200, messages: AUTH_MESSAGES.resetSent, customer_id: 0 };
    },
  });

  defineRoute(app, {
    ...head('POST', '/auth/checkcode'),
    summary: 'Verifies a reset code; answers in data the reset token that resetpwd needs (15 minutes, single use)',
    body: CodeBody,
    data: { type: 'string' },
    errors: [400, 413, 429],
    handler: async (request): Promise<CodeAnswer> => {
      const { email } = request.body;
      const paused = await resetPausedSeconds(db, email);
      if (paused > 0) throw new HttpError(429, resetPausedMessage(paused));
      const { user, row } = await rightCode(request, 'reset', request.body, await activeUser(email));
      const resetToken = await app.auth.tokens.reset({ userId: user.id, codeId: row.id });
      return { status: 200, messages: AUTH_MESSAGES.emailVerified, data: resetToken };
    },
  });

  defineRoute(app, {
    ...head('POST', '/auth/resetpwd'),
    summary: 'Sets a new password with the reset token of checkcode; signs out every session of the user',
    body: ResetBody,
    errors: [400, 401, 413, 429],
    handler: async (request): Promise<Envelope> => {
      const { email, password, token } = request.body;
      const claims = await app.auth.tokens.verifyReset(token);
      const user = claims ? await activeUser(email) : undefined;
      if (!claims || !user || user.id !== claims.userId) throw new HttpError(401, AUTH_MESSAGES.resetInvalid);
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        if (!(await spendResetCode(tx, claims.codeId, claims.userId))) return false;
        await storePassword(tx, claims.userId, passwordHash);
        return true;
      });
      if (!changed) throw new HttpError(401, AUTH_MESSAGES.resetInvalid);
      // Every session of the user ended with the reset: their open sockets close.
      app.realtime.recheckSessions(claims.userId).catch((error: unknown) => request.log.error({ err: error }, 'closing the user’s sockets failed'));
      // The reset-code cap stays: a reset is no reason to give a guesser fresh tries.
      await clearAccountFailures(db, email);
      app.mail.send(passwordResetMail(user, request.ip, new Date()));
      return { status: 200, messages: AUTH_MESSAGES.passwordChanged };
    },
  });

  defineRoute(app, {
    ...head('GET', '/auth/unlock'),
    summary: "The mailed unlock link: lifts the sign-in throttle of the link's account (24 hours, for its owner)",
    querystring: UnlockQuery,
    errors: [400, 401, 429],
    handler: async (request, reply): Promise<Envelope> => {
      reply.header('cache-control', 'no-store');
      const userId = await app.auth.tokens.verifyUnlock(request.query.token);
      const found = userId === null ? undefined : await findUserById(db, userId);
      if (!found) throw new HttpError(401, AUTH_MESSAGES.unlockInvalid);
      await clearAccountFailures(db, found.user.email);
      return { status: 200, messages: AUTH_MESSAGES.unlocked };
    },
  });

  defineRoute(app, {
    ...head('GET', '/auth/whoami', { access: 'signedIn', limited: false }),
    summary: 'The signed-in user with the permission strings of their role',
    data: sessionUserSchema,
    errors: [401],
    // Fresh from the database on every call: the role may have changed since sign-in.
    handler: async (request): Promise<WhoamiAnswer> => ({ status: 200, messages: AUTH_MESSAGES.whoami, data: toSessionUser(requireUser(request).record) }),
  });

  defineRoute(app, {
    ...head('POST', '/auth/logout', { access: 'signedIn' }),
    summary: 'Revokes the token it is called with',
    errors: [401, 429],
    handler: async (request): Promise<Envelope> => {
      await app.auth.revoke(requireUser(request).claims);
      return { status: 200, messages: AUTH_MESSAGES.loggedOut };
    },
  });
};

export default authRoutes;
