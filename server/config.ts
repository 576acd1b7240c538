/** The server's settings, read once from the environment (README lists every variable). */
import path from 'node:path';
import { RESEND_SECONDS } from '../src/domain/validation';

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data, the generated JWT secret and file-backend mail live here. */
  dataDir: string;
  /** PostgreSQL via node-postgres when set; embedded PGlite otherwise. */
  databaseUrl: string | undefined;
  /** HS256 signing secret; generated once and kept in DATA_DIR/jwt-secret when unset. */
  jwtSecret: string | undefined;
  /** Send mail over SMTP when set; otherwise write `.eml` files under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Accept the captcha answer `PASSED` (automated tests only). */
  captchaTestMode: boolean;
  logLevel: string;
  /** The built SPA; served when the folder exists. */
  staticDir: string;
  /** Trust X-Forwarded-For from a proxy in front (per-address limits then see the client). */
  trustProxy: boolean;
  /** Requests per minute per address for each auth call. */
  authRateLimit: number;
  /** Write the demo seed when the database is empty. */
  seedOnStart: boolean;
  /** Seconds before another code may be mailed (spec §9: 90); browser tests shorten it. */
  resendCooldownSeconds: number;
  /** Redis for the socket.io adapter, so realtime events reach sockets on every server process. */
  redisUrl: string | undefined;
  /** Days a delivered realtime event is kept for replay (EVENT_RETENTION_DAYS, default 7). */
  eventRetentionDays: number;
  /**
   * Origins (scheme://host[:port]) whose pages may open a socket besides the server's own host
   * (APP_ORIGINS, comma-separated; e.g. the public origin when a proxy rewrites Host).
   */
  appOrigins: string[];
  /** Bearer token that opens GET /metrics from anywhere (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Networks allowed GET /metrics without a token besides loopback (METRICS_ALLOW, e.g. `10.0.0.0/8`). */
  metricsAllow: string | undefined;
  /** Benchmarks only (REALTIME_BENCH): pushed events carry `emitted_at` and sockets answer `bench:rss`. */
  realtimeBench: boolean;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: positiveInt(env.PORT, 3000),
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(optional(env.DATA_DIR) ?? './data'),
    databaseUrl: optional(env.DATABASE_URL),
    jwtSecret: optional(env.JWT_SECRET),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Customer Portal <no-reply@localhost>',
    captchaTestMode: flag(env.CAPTCHA_TEST_MODE),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    staticDir: path.resolve(optional(env.STATIC_DIR) ?? './dist'),
    trustProxy: flag(env.TRUST_PROXY),
    authRateLimit: positiveInt(env.AUTH_RATE_LIMIT, 300),
    seedOnStart: env.SEED_ON_START === undefined ? true : flag(env.SEED_ON_START),
    resendCooldownSeconds: positiveInt(env.RESEND_COOLDOWN_SECONDS, RESEND_SECONDS),
    redisUrl: optional(env.REDIS_URL),
    eventRetentionDays: positiveInt(env.EVENT_RETENTION_DAYS, 7),
    realtimeBench: flag(env.REALTIME_BENCH),
    appOrigins: (optional(env.APP_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    metricsToken: optional(env.METRICS_TOKEN),
    metricsAllow: optional(env.METRICS_ALLOW),
  };
}
