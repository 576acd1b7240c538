/**
 * Malformed input never causes a 500 or a change (issue 3 §5, DESIGN §5), property-based with
 * fast-check: every guarded JSON write and list route of the OpenAPI document gets bodies that break
 * its request schema — not an object, a required field missing, or a required field of the wrong
 * type, with random other fields — as an administrator (who passes every guard), on PGlite and
 * PostgreSQL. The database is compared before and after.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, sessionToken, startApp, type TestApp } from './helper';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Target {
  method: 'POST';
  url: string;
  schema: JsonSchema;
}

/** Tables that sign-in traffic writes on its own; everything else must stay as it was. */
const VOLATILE = new Set(['auth_events', 'captchas', 'revoked_tokens', 'auth_codes', '__drizzle_migrations']);
const RUNS_PER_ROUTE = 20;

function targets(t: TestApp): Target[] {
  const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> } }).swagger();
  const found: Target[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    if (!route.startsWith('/api/') || route.startsWith('/api/auth/')) continue;
    const schema = methods.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) continue;
    // Path parameters get a seeded id: the body is what is under test.
    found.push({ method: 'POST', url: route.replace(/\{[^}]+\}/g, '1'), schema });
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

/** Bodies that break the schema: never valid, whatever the random parts hold. */
function malformedBodies(schema: JsonSchema): fc.Arbitrary<unknown> {
  const notObjects = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.boolean());
  const required = schema.required ?? [];
  const properties = schema.properties ?? {};
  const others = fc.record(Object.fromEntries(Object.keys(properties).map((key) => [key, fc.jsonValue()])), { requiredKeys: [] });
  const breaks: fc.Arbitrary<unknown>[] = [notObjects];
  for (const key of required) {
    breaks.push(others.map((body) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))));
    const wrong = wrongValue(typesOf(properties[key]));
    if (wrong) breaks.push(fc.tuple(others, wrong).map(([body, value]) => ({ ...body, [key]: value })));
  }
  return fc.oneof(...breaks);
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

describe.each(BACKENDS)('malformed input (%s)', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startApp(backend);
    token = await sessionToken(t.app, 'admin@example.com');
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers every schema-breaking body with a 4xx envelope and changes nothing', async () => {
    const routes = targets(t);
    expect(routes.length).toBeGreaterThan(10);
    const before = await snapshot(t);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(malformedBodies(route.schema), async (body) => {
          const response = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          const answer = response.json() as { status?: unknown; messages?: unknown };
          if (response.statusCode < 400 || response.statusCode >= 500 || answer.status !== response.statusCode || typeof answer.messages !== 'string') {
            throw new Error(`${route.url} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261122 },
      );
    }
    expect(await snapshot(t)).toBe(before);
  }, 300_000);
});
