/**
 * Signed tokens (HS256, jose). Session tokens carry a jti (for logout revocation) and the user's
 * session version (bumped by a password change or a disable, which voids every older token).
 * Reset tokens are bound to one verified reset code. Unlock tokens, mailed to an account's owner
 * while strangers guess its password, lift the sign-in throttle of that account.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TTL_SECONDS = 15 * 60;
export const UNLOCK_TTL_SECONDS = 24 * 60 * 60;

export interface SessionClaims {
  userId: number;
  jti: string;
  sessionVersion: number;
  expiresAt: Date;
}
export interface ResetClaims {
  userId: number;
  codeId: number;
  jti: string;
}

export class Tokens {
  constructor(private readonly key: Uint8Array) {}

  async session(input: { userId: number; sessionVersion: number; rememberMe: boolean }): Promise<string> {
    const ttl = input.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
    return this.sign({ typ: 'session', sv: input.sessionVersion, rm: input.rememberMe }, input.userId, ttl);
  }

  async reset(input: { userId: number; codeId: number }): Promise<string> {
    return this.sign({ typ: 'reset', cid: input.codeId }, input.userId, RESET_TTL_SECONDS);
  }

  async unlock(input: { userId: number }): Promise<string> {
    return this.sign({ typ: 'unlock' }, input.userId, UNLOCK_TTL_SECONDS);
  }

  /** A token of the user with these claims and its own id, valid for `ttl` seconds. */
  private sign(claims: JWTPayload, userId: number, ttl: number): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).setJti(randomUUID()).setIssuedAt().setExpirationTime(`${ttl}s`).sign(this.key);
  }

  /** The user id of a valid, unexpired unlock token; null for anything else. */
  async verifyUnlock(token: string): Promise<number | null> {
    const payload = await this.verify(token, 'unlock');
    return payload ? Number(payload.sub) : null;
  }

  /** The claims of a valid, unexpired session token; null for anything else. */
  async verifySession(token: string): Promise<SessionClaims | null> {
    const payload = await this.verify(token, 'session');
    if (!payload || typeof payload.sv !== 'number' || typeof payload.exp !== 'number') return null;
    return {
      userId: Number(payload.sub),
      jti: String(payload.jti),
      sessionVersion: payload.sv,
      expiresAt: new Date(payload.exp * 1000),
    };
  }

  async verifyReset(token: string): Promise<ResetClaims | null> {
    const payload = await this.verify(token, 'reset');
    if (!payload || typeof payload.cid !== 'number') return null;
    return { userId: Number(payload.sub), codeId: payload.cid, jti: String(payload.jti) };
  }

  private async verify(token: string, typ: string) {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== typ || !payload.sub || !/^\d+$/.test(payload.sub) || !payload.jti) return null;
      return payload;
    } catch {
      return null;
    }
  }
}
