/**
 * No 5xx and no change from malformed input (issue 17 item 2, DESIGN §5), property-based with
 * fast-check: every JSON route of the served OpenAPI document gets requests that cannot be valid —
 * bodies that break the request schema (not an object, a required field missing or of the wrong
 * type), bodies that fit the schema but carry text PostgreSQL cannot store (NUL, an unpaired
 * surrogate) or an impossible day, broken query strings and path ids — as an administrator, a partner
 * and a customer administrator, on PGlite (and PostgreSQL when TEST_DATABASE_URL is set). Every answer
 * must be a 4xx envelope, and a row-count/hash snapshot of every table must be the same afterwards.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, sessionToken, startApp, type TestApp } from './helper';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

interface Target {
  method: 'GET' | 'POST';
  /** The path with `{name}` placeholders. */
  path: string;
  body: JsonSchema | undefined;
  query: Record<string, JsonSchema>;
  params: string[];
}

interface Probe {
  url: string;
  body: unknown;
}

/** Tables that sign-in traffic writes on its own; everything else must stay as it was. */
const VOLATILE = new Set(['auth_events', 'captchas', 'revoked_tokens', 'auth_codes', '__drizzle_migrations']);
/** Revoking the caller's own token is no malformed input (multipart upload routes are left out below). */
const SKIPPED = new Set(['/api/auth/logout']);
const ACCOUNTS = ['admin@example.com', 'partner@example.com', 'customeradmin@example.com'];
const RUNS = 6;

/** Every JSON route of the OpenAPI document the app serves. */
function targets(t: TestApp): Target[] {
  const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  const found: Target[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || SKIPPED.has(path)) continue;
    for (const method of ['get', 'post'] as const) {
      const operation = methods[method];
      if (!operation) continue;
      const content = operation.requestBody?.content;
      if (content && !content['application/json']) continue;
      const query: Record<string, JsonSchema> = {};
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
      found.push({
        method: method === 'get' ? 'GET' : 'POST',
        path,
        body: content?.['application/json']?.schema,
        query,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
      });
    }
  }
  return found;
}

/** The JSON types a schema allows; empty when it allows anything. */
function typesOf(schema: JsonSchema | undefined): Set<string> {
  if (!schema) return new Set();
  if (schema.type) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const all = options.map(typesOf);
    return all.some((types) => types.size === 0) ? new Set() : new Set(all.flatMap((types) => [...types]));
  }
  return new Set();
}

const VALUES: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 40 }),
  number: fc.double({ noNaN: true }),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue(), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
};

/** A value of none of the given JSON types (integer counts as number). */
function wrongValue(allowed: Set<string>): fc.Arbitrary<unknown> | null {
  const forbidden = Object.entries(VALUES).filter(([type]) => {
    if (allowed.has(type)) return false;
    if (type === 'integer' && allowed.has('number')) return false;
    return true;
  });
  // `number` allows integers; an `integer` field refuses fractions, so they count as wrong too.
  if (allowed.has('integer') && !allowed.has('number')) forbidden.push(['fraction', fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n))]);
  return forbidden.length > 0 ? fc.oneof(...forbidden.map(([, arbitrary]) => arbitrary)) : null;
}

/** Text no PostgreSQL text column can hold (or that would be stored changed): never valid anywhere. */
const unstorableText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\uD800', '\uDFFF', 'a\uDC00b'), fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Strings that look like days but are none, or are days PostgreSQL cannot store. */
const impossibleDay = fc.constantFrom('x', '', '2026-02-30', '0000-01-01', '10000-01-01', '2026-13-01', '2026-1-1', '1899-12-31', '3000-01-01', ' 2026-01-01T00:00:00Z', '-2026-01-01', '2026-01-01\u0000');

function isDayField(name: string, schema: JsonSchema): boolean {
  return schema.format === 'date' || /YYYY-MM-DD/.test(schema.description ?? '') || /^(from|to|start|end|month|date_from|date_to)$/.test(name);
}

/** A plausible value of a schema: what a form might send, not checked for sense. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 1 });
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => plausible(option, depth + 1)));
  const [type] = [...typesOf(schema)];
  switch (type) {
    case 'string':
      return schema.format === 'date' ? fc.constant('2026-12-01') : fc.constantFrom('x', 'Fuzz', '1', 'fuzz@example.com');
    case 'integer':
    case 'number':
      return fc.constantFrom(1, 2, 0);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 2 });
    case 'object':
      return objectOf(schema, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, plausible(value, depth)])), {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
}

/** Bodies that break the schema: never valid, whatever the random parts hold. */
function schemaBreaking(schema: JsonSchema): fc.Arbitrary<unknown> {
  const notObjects = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.boolean());
  const properties = schema.properties ?? {};
  const others = fc.record(Object.fromEntries(Object.keys(properties).map((key) => [key, fc.jsonValue()])), { requiredKeys: [] });
  const breaks: fc.Arbitrary<unknown>[] = [notObjects];
  for (const key of schema.required ?? []) {
    breaks.push(others.map((body) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))));
    const wrong = wrongValue(typesOf(properties[key]));
    if (wrong) breaks.push(fc.tuple(others, wrong).map(([body, value]) => ({ ...body, [key]: value })));
  }
  return fc.oneof(...breaks);
}

/** Bodies that fit the schema's shape but hold one unstorable text, integer out of range or impossible day. */
function poisoned(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const properties = Object.entries(schema.properties ?? {});
  const stringy = properties.filter(([, value]) => typesOf(value).size === 0 || typesOf(value).has('string'));
  const days = stringy.filter(([name, value]) => isDayField(name, value));
  const base = objectOf(schema, 1);
  const poisons: fc.Arbitrary<unknown>[] = [];
  if (stringy.length > 0) {
    poisons.push(fc.tuple(base, fc.constantFrom(...stringy.map(([name]) => name)), unstorableText).map(([body, key, text]) => ({ ...body, [key]: text })));
  }
  // A key of the body itself with a NUL in it, beside a plausible body.
  poisons.push(fc.tuple(base, unstorableText).map(([body, key]) => ({ ...body, [key]: 'x' })));
  // Integers no int4 column holds: refused by a schema with bounds, or else they must not reach a query.
  const integers = properties.filter(([, value]) => typesOf(value).has('integer'));
  if (integers.length > 0) {
    poisons.push(fc.tuple(base, fc.constantFrom(...integers.map(([name]) => name)), fc.constantFrom(2_147_483_648, -2_147_483_649, 1e16)).map(([body, key, n]) => ({ ...body, [key]: n })));
  }
  if (days.length > 0) {
    poisons.push(fc.tuple(base, fc.constantFrom(...days.map(([name]) => name)), impossibleDay).map(([body, key, day]) => ({ ...body, [key]: day })));
  }
  return poisons.length > 0 ? fc.oneof(...poisons) : null;
}

/** Path ids no record has, in forms a URL may carry. */
const brokenId = fc.constantFrom('x', '-1', '0', '1.5', '99999999999', '2147483648', '%00', '%ED%A0%80', '1%00', '%20');

function withQuery(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${value}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** Requests to a route that cannot be valid. */
function probes(target: Target): fc.Arbitrary<Probe> {
  const fill = (id: string) => target.params.reduce((path, name) => path.replace(`{${name}}`, id), target.path);
  const options: fc.Arbitrary<Probe>[] = [];
  const validBody = target.body ? objectOf(target.body, 1) : fc.constant(undefined);
  if (target.params.length > 0) options.push(fc.tuple(brokenId, validBody).map(([id, body]) => ({ url: fill(id), body })));
  const url = fill('1');
  if (target.body) {
    options.push(schemaBreaking(target.body).map((body) => ({ url, body })));
    const bad = poisoned(target.body);
    if (bad) options.push(bad.map((body) => ({ url, body })));
  }
  const queryNames = Object.keys(target.query);
  if (queryNames.length > 0) {
    const badValue = fc.oneof(fc.constantFrom('%00', '%ED%A0%80', 'x%00y', '%C0%AF'), impossibleDay.map(encodeURIComponent));
    options.push(fc.tuple(fc.constantFrom(...queryNames), badValue).map(([name, value]) => ({ url: withQuery(url, { [name]: value }), body: undefined })));
  }
  // Nothing to break: an unstorable query parameter the route does not declare still must not hurt.
  if (options.length === 0) options.push(fc.constant({ url: withQuery(url, { q: '%00' }), body: undefined }));
  return fc.oneof(...options);
}

async function snapshot(t: TestApp): Promise<string> {
  const tables = (await t.app.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  const parts: string[] = [];
  for (const { table_name: name } of tables.rows) {
    if (VOLATILE.has(name)) continue;
    const digest = (await t.app.db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`))) as unknown as {
      rows: { n: number; h: string }[];
    };
    parts.push(`${name}:${digest.rows[0]?.n}:${digest.rows[0]?.h}`);
  }
  return parts.join('\n');
}

describe.each(BACKENDS)('fuzzing every OpenAPI route (%s)', (backend) => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of ACCOUNTS) tokens.set(email, await sessionToken(t.app, email));
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers every invalid request of every account with a 4xx envelope and changes nothing', async () => {
    const routes = targets(t);
    expect(routes.length).toBeGreaterThan(100);
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const route of routes) {
      for (const email of ACCOUNTS) {
        await fc.assert(
          fc.asyncProperty(probes(route), async (probe) => {
            const response = await t.app.inject({
              method: route.method,
              url: probe.url,
              headers: {
                authorization: `Bearer ${tokens.get(email)}`,
                ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
              },
              ...(route.method === 'POST' && probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
            });
            let answer: { status?: unknown; messages?: unknown } = {};
            try {
              answer = response.json();
            } catch {
              // Not JSON: reported below.
            }
            if (response.statusCode >= 500 || (response.statusCode >= 400 && (answer.status !== response.statusCode || typeof answer.messages !== 'string'))) {
              throw new Error(`${email} ${route.method} ${probe.url} ${JSON.stringify(probe.body)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }),
          { numRuns: RUNS, seed: 20261125, endOnFailure: true, reporter: (details) => void (details.failed && failures.push(String(details.errorInstance ?? details.counterexample))) },
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toBe(before);
  }, 300_000);
});
