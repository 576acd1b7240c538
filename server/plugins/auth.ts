/**
 * The auth service: the signing secret (JWT_SECRET, or one generated once into DATA_DIR/jwt-secret),
 * tokens, revocation, and `app.authenticate`, the preHandler that later routes put in front of
 * anything needing a session. It puts the signed-in user on `request.user`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../../src/domain/user';
import { Tokens, type SessionClaims } from '../auth/tokens';
import { findUserById, toSessionUser, type UserWithRole } from '../auth/users';
import { revokedTokens } from '../db/schema';
import { HttpError } from '../errors';

export interface AuthenticatedUser {
  session: SessionUser;
  record: UserWithRole;
  claims: SessionClaims;
}

export interface AuthService {
  /** The raw HMAC key, also keying the stored hashes of one-time codes. */
  readonly key: Uint8Array;
  readonly tokens: Tokens;
  /** The signed-in user of a bearer token, or null when it is missing, bad, expired or revoked. */
  userOf(token: string): Promise<AuthenticatedUser | null>;
  revoke(claims: SessionClaims): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export const SESSION_REQUIRED = 'Please sign in to continue';
export const SESSION_INVALID = 'Your session has expired. Please sign in again.';

/** The user `app.authenticate` put on the request; for handlers behind it. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, SESSION_REQUIRED);
  return request.user;
}

async function loadSecret(dataDir: string, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds too short a secret`);
  return new TextEncoder().encode(secret);
}

export default fp(
  async (app) => {
    const key = await loadSecret(app.config.dataDir, app.config.jwtSecret);
    if (app.config.jwtSecret && app.config.jwtSecret.length < 32) app.log.warn('JWT_SECRET is shorter than 32 characters');
    const tokens = new Tokens(key);
    const { db } = app;

    const service: AuthService = {
      key,
      tokens,
      async userOf(token) {
        const claims = await tokens.verifySession(token);
        if (!claims) return null;
        const revoked = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti)).limit(1);
        if (revoked.length > 0) return null;
        const record = await findUserById(db, claims.userId);
        if (!record || record.user.status !== 'active' || record.user.sessionVersion !== claims.sessionVersion) return null;
        return { session: toSessionUser(record), record, claims };
      },
      async revoke(claims) {
        await db
          .insert(revokedTokens)
          .values({ jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt })
          .onConflictDoNothing();
        await db.delete(revokedTokens).where(and(lt(revokedTokens.expiresAt, new Date())));
      },
    };

    app.decorate('auth', service);
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw new HttpError(401, SESSION_REQUIRED);
      const user = await service.userOf(match[1]);
      if (!user) throw new HttpError(401, SESSION_INVALID);
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
