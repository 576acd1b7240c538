/**
 * The logger's settings: what never reaches a log line (credentials, tokens, codes, cookies), and
 * request ids: a sane `x-request-id` from the client or a proxy is kept, anything else replaced by a
 * fresh UUID; either way it is echoed in the answer and carried by every log line of the request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Printable, no spaces, at most 128 characters: what proxies and tracing tools send. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const SECRET_FIELDS = ['password', 'new_password', 'old_password', 'confirm_password', 'token', 'reset_token', 'code', 'captcha', 'jwtSecret', 'authorization', 'cookie'];

/** pino `redact` paths: request headers, and secret fields at the top level or one level down. */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    ...SECRET_FIELDS.map((field) => field),
    ...SECRET_FIELDS.map((field) => `*.${field}`),
  ],
  censor: '[redacted]',
};
