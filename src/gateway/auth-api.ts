/**
 * The sign-in calls of spec §7.1. Every answer that carries an envelope is returned as it is, whatever
 * its HTTP status, because the flows read `status` and `messages` from it; a call with no envelope
 * (network failure, a proxy's HTML page) throws.
 */
import type {
  CaptchaData,
  CheckinAnswer,
  CheckinPayload,
  CheckmailAnswer,
  CheckmailPayload,
  CodeAnswer,
  CodePayload,
  Envelope,
  ResendPayload,
  ResetPayload,
  WhoamiAnswer,
} from '../domain/auth-contract';
import { HttpError, type HttpClient, type Method } from './http';

const AUTH_CALLS = {
  captcha: { method: 'GET', path: '/auth/captcha' },
  checkin: { method: 'POST', path: '/auth/checkin' },
  checkotplogin: { method: 'POST', path: '/auth/checkotplogin' },
  resendcode: { method: 'POST', path: '/auth/resendcode' },
  checkmail: { method: 'POST', path: '/auth/checkmail' },
  checkcode: { method: 'POST', path: '/auth/checkcode' },
  resetpwd: { method: 'POST', path: '/auth/resetpwd' },
  whoami: { method: 'GET', path: '/auth/whoami' },
  logout: { method: 'POST', path: '/auth/logout' },
} as const satisfies Record<string, { method: Method; path: string }>;

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

export interface AuthApi {
  captcha(signal?: AbortSignal): Promise<Envelope<CaptchaData>>;
  checkin(payload: CheckinPayload): Promise<CheckinAnswer>;
  checkotplogin(payload: CodePayload): Promise<CodeAnswer>;
  resendcode(payload: ResendPayload): Promise<Envelope>;
  checkmail(payload: CheckmailPayload): Promise<CheckmailAnswer>;
  checkcode(payload: CodePayload): Promise<CodeAnswer>;
  resetpwd(payload: ResetPayload): Promise<Envelope>;
  whoami(signal?: AbortSignal): Promise<WhoamiAnswer>;
  logout(signal?: AbortSignal): Promise<Envelope>;
}

export function createAuthApi(http: HttpClient): AuthApi {
  async function call<T extends Envelope<unknown>>(
    name: keyof typeof AUTH_CALLS,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> {
    const { method, path } = AUTH_CALLS[name];
    try {
      return await http<T>({ method, path, body, signal, auth: name === 'whoami' || name === 'logout' });
    } catch (error) {
      if (error instanceof HttpError && isEnvelope(error.data)) return error.data as T;
      throw error;
    }
  }
  return {
    captcha: (signal) => call('captcha', undefined, signal),
    checkin: (payload) => call('checkin', payload),
    checkotplogin: (payload) => call('checkotplogin', payload),
    resendcode: (payload) => call('resendcode', payload),
    checkmail: (payload) => call('checkmail', payload),
    checkcode: (payload) => call('checkcode', payload),
    resetpwd: (payload) => call('resetpwd', payload),
    whoami: (signal) => call('whoami', undefined, signal),
    logout: (signal) => call('logout', undefined, signal),
  };
}
