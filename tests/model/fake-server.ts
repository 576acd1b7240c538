/**
 * A stand-in for the sign-in API in the machine-level model tests: it answers like the real server
 * (demo accounts, captcha `PASSED`, one right code) but holds each answer until the path's next
 * event says the server answers, fails, or refuses, so the in-between states can be checked.
 */
import type { CheckinAnswer, CheckinPayload, CodeAnswer, CodePayload, Envelope } from '../../src/domain/auth-contract';
import { decodeField } from '../../src/domain/validation';

export const PASSWORD = 'Portal@2026';
export const RIGHT_CODE = '4321';
export const WRONG_CODE = '1111';
export const CUSTOMER_ID = '7';

interface Pending {
  name: string;
  settle(outcome: 'answer' | 'fail' | 'refuse'): void;
}

export class FakeServer {
  private pending: Pending[] = [];
  readonly calls: { name: string; payload: unknown }[] = [];

  /** Registers a call; `answer` runs when released, `refused` when refused. */
  hold<T>(name: string, payload: unknown, answer: () => T, refused?: () => T): Promise<T> {
    this.calls.push({ name, payload });
    return new Promise<T>((resolve, reject) => {
      this.pending.push({
        name,
        settle: (outcome) => {
          if (outcome === 'fail') reject(new TypeError('Failed to fetch'));
          else resolve(outcome === 'refuse' && refused ? refused() : answer());
        },
      });
    });
  }

  get waiting(): string[] {
    return this.pending.map((p) => p.name);
  }

  settle(outcome: 'answer' | 'fail' | 'refuse'): void {
    const next = this.pending.shift();
    if (!next) throw new Error(`the server has no call waiting to ${outcome}`);
    next.settle(outcome);
  }

  checkin(payload: CheckinPayload): CheckinAnswer {
    if (payload.captcha !== 'PASSED') return { status: 400, messages: 'Invalid Captcha' };
    const email = decodeField(payload.email);
    if (decodeField(payload.password) !== PASSWORD) return { status: 401, messages: 'Invalid email or password' };
    if (email === 'expired@example.com') return { status: 205, messages: 'Password change required', customer_id: 0 };
    if (email === 'ops@example.com') return { status: 206, messages: 'Code sent', customer_id: Number(CUSTOMER_ID) };
    return { status: 200, messages: 'Signed in', token: 'token-admin', customer_id: 0 };
  }

  code(payload: CodePayload, token: string): CodeAnswer {
    return decodeField(payload.code) === RIGHT_CODE
      ? { status: 200, messages: 'Verified', data: token }
      : { status: 400, messages: 'Wrong code, 4 tries left' };
  }

  static resendOk: Envelope = { status: 200, messages: 'Code sent' };
  static resendRefused: Envelope = { status: 429, messages: 'Please wait 30 seconds before asking for a new code' };
}

/** Lets the actors' promises settle and the machine take the resulting transitions. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
