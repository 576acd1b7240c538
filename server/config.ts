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
  /**
   * Which proxies in front may name the client in X-Forwarded-For (TRUST_PROXY), so the sign-in
   * throttle and rate limits see the client's address: off by default; a number trusts that many hops
   * (1: the one reverse proxy in front); a comma-separated list trusts those addresses or CIDR ranges;
   * `true` trusts any (only when nothing can reach the server except through the proxy).
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** The address users open the app at, for links in mail (PUBLIC_URL); http://localhost:PORT when unset. */
  publicUrl: string;
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
  /**
   * Where OpenTelemetry traces go (OTEL_EXPORTER_OTLP_ENDPOINT, an OTLP/HTTP collector's base URL such
   * as `http://collector:4318`); unset, nothing is traced. OTEL_SERVICE_NAME names the service.
   */
  otlpEndpoint: string | undefined;
  serviceName: string;
  /** Benchmarks only (REALTIME_BENCH): pushed events carry `emitted_at` and sockets answer `bench:rss`. */
  realtimeBench: boolean;
  /** Send due-date reminders (DUE_REMINDERS, default on; the test harnesses turn it off unless a test needs it). */
  dueReminders: boolean;
  /**
   * Tests only (TEST_NOW, an ISO date-time): the app clock (server/ops/clock.ts) starts at this moment
   * and runs on from there; unset, it is the real time.
   */
  testNow: Date | undefined;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || ['0', 'false', 'no', 'off'].includes(setting)) return false;
  if (['true', 'yes', 'on'].includes(setting)) return true;
  if (/^\d+$/.test(setting)) {
    // A hop count: the last N addresses of X-Forwarded-For are proxies of ours.
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return setting.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function instant(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`${name} must be an ISO date-time such as 2026-12-01T08:00:00Z`);
  return new Date(time);
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
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${positiveInt(env.PORT, 3000)}`).replace(/\/+$/, ''),
    authRateLimit: positiveInt(env.AUTH_RATE_LIMIT, 300),
    seedOnStart: env.SEED_ON_START === undefined ? true : flag(env.SEED_ON_START),
    resendCooldownSeconds: positiveInt(env.RESEND_COOLDOWN_SECONDS, RESEND_SECONDS),
    redisUrl: optional(env.REDIS_URL),
    eventRetentionDays: positiveInt(env.EVENT_RETENTION_DAYS, 7),
    realtimeBench: flag(env.REALTIME_BENCH),
    dueReminders: env.DUE_REMINDERS === undefined ? true : flag(env.DUE_REMINDERS),
    testNow: instant('TEST_NOW', optional(env.TEST_NOW)),
    appOrigins: (optional(env.APP_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    metricsToken: optional(env.METRICS_TOKEN),
    metricsAllow: optional(env.METRICS_ALLOW),
    otlpEndpoint: optional(env.OTEL_EXPORTER_OTLP_ENDPOINT),
    serviceName: optional(env.OTEL_SERVICE_NAME) ?? 'customer-portal',
  };
}
