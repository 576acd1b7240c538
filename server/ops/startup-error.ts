/**
 * A reason the server cannot start that an operator can act on (a held data dir, an unreachable
 * database or Redis): `server/main.ts` prints its message as one line and exits 1, without a stack.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A connection URL fit for a log line: host, port and path, never the password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(an unparsable URL)';
  }
}

/** The innermost cause's code or message: `ECONNREFUSED`, `ENOTFOUND`, `password authentication failed …`. */
export function rootCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const next = (current as { cause?: unknown } | null)?.cause;
    if (!next) break;
    current = next;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  if (current instanceof AggregateError && current.errors.length > 0) return rootCause(current.errors[0]);
  return typeof message === 'string' && message ? message.split('\n')[0]! : String(current);
}
