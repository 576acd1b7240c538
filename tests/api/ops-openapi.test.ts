// The served OpenAPI document passes `redocly lint` with no errors (issue 17 item 8).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helper';
import { ROOT } from './ops-process';

let t: TestApp;
let dir = '';
beforeAll(async () => {
  t = await startApp('pglite');
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

interface Operation {
  operationId?: string;
  security?: unknown[];
}

interface OperationSchemas {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
}

describe('the OpenAPI document', { timeout: 120_000 }, () => {
  it('names every operation once, marks the public ones and names its server', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };
    expect(document.servers).toEqual([{ url: '/', description: 'This server' }]);
    const operations = Object.entries(document.paths).flatMap(([url, item]) => Object.entries(item).map(([method, operation]) => ({ url, method, operation })));
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const captcha = document.paths['/api/auth/captcha']?.get;
    expect(captcha?.security).toEqual([]);
    const publicOnes = operations.filter(({ operation }) => operation.security?.length === 0);
    expect(publicOnes.length).toBeLessThan(20);
    expect(document.paths['/api/roles']?.post?.security).toEqual([{ bearer: [] }]);
    // Guarded without a declared security: still bearer.
    expect(document.paths['/api/auth/whoami']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('lists the values of every field that has a fixed set', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OperationSchemas>> };
    // Fields whose values are a fixed set wherever they appear (a record's or project's status,
    // work, subscription, billing and user types, an NPS group); free text like mime types is not.
    const FIXED = /^(status|work_type|subscription_type|billing_type|type|score_group)$/;
    const missing = new Set<string>();
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { properties?: Record<string, { type?: unknown; enum?: unknown[] }>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        const types = ([] as unknown[]).concat(field.type ?? []);
        if (FIXED.test(name) && types.includes('string') && !field.enum) missing.add(`${name} in ${where}`);
        walk(field, `${where}.${name}`);
      }
      walk(schema.items, `${where}[]`);
      for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(part, where);
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        walk(operation.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`);
        for (const [code, answer] of Object.entries(operation.responses ?? {})) walk(answer?.content?.['application/json']?.schema, `${method} ${path} ${code}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('has no errors under redocly lint', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    const redocly = path.join(ROOT, 'node_modules/.bin/redocly');
    const result = await promisify(execFile)(redocly, ['lint', file, '--format', 'json'], { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    const report = JSON.parse(result.stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });
});
