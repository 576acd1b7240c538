/** The app around the routes: envelope on errors, body limits, headers, OpenAPI, the SPA, per-address limits. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD, captchaId, enc, json, login, startApp, type TestApp } from './helper';

describe.each(BACKENDS)('platform on %s', (backend) => {
  let t: TestApp;
  const RATE = 40;

  let staticDir: string;

  beforeAll(async () => {
    // A small client build to check the SPA serving with.
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'portal-spa-'));
    await mkdir(path.join(staticDir, 'assets'), { recursive: true });
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Customer Portal</title><div id="root"></div>');
    await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await startApp(backend, { staticDir, authRateLimit: RATE });
  });
  afterAll(async () => {
    await t?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('answers unknown /api routes with the 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/auth/nothing'], ['DELETE', '/api']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = json(response);
      expect(body.status).toBe(404);
      expect(body.messages).toMatch(/not found/i);
    }
  });

  it('answers a URL that does not decode with a 400 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, messages: 'Malformed URL' });
  });

  it('sends the Content-Security-Policy and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page = ui.statusCode === 302 ? await t.app.inject({ method: 'GET', url: String(ui.headers.location) }) : ui;
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger/i);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/auth/captcha', '/api/auth/checkin', '/api/auth/checkotplogin', '/api/auth/resendcode', '/api/auth/checkmail', '/api/auth/checkcode', '/api/auth/resetpwd', '/api/auth/whoami', '/api/auth/logout']) {
      expect(doc.paths).toHaveProperty(p);
    }
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/checkmail',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, messages: 'Malformed JSON body' });
  });

  it('answers a non-object or missing body with a clear 400', async () => {
    for (const payload of ['"just a string"', '[1,2]', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/checkmail', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(json(response).status).toBe(400);
      expect(json(response).messages).toBeTruthy();
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/checkmail' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).status).toBe(400);
  });

  it('refuses other content types: 415, or 400 for plain text', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/api/auth/checkmail', headers: { 'content-type': 'application/xml' }, payload: '<email/>' });
    expect(xml.statusCode).toBe(415);
    expect(json(xml)).toMatchObject({ status: 415, messages: 'Unsupported content type; send application/json' });
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/checkmail', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expect(text.statusCode).toBe(400);
    expect(json(text)).toMatchObject({ status: 400, messages: 'The request body must be a JSON object' });
  });

  it('refuses oversized bodies with 413', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/auth/checkmail', payload: { email: enc('admin@example.com'), pad: 'x'.repeat(20_000) } });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toMatchObject({ status: 413, messages: 'The request body is too large' });
    const huge = await t.app.inject({ method: 'POST', url: '/api/auth/checkin', payload: { pad: 'x'.repeat(2_000_000) } });
    expect(huge.statusCode).toBe(413);
  });

  it('serves the SPA: index.html for page paths, files with caching, 404 for missing files', async () => {
    for (const url of ['/', '/login', '/otpVerification/ops%40example.com/0', '/forgot-password/reset-password/user@example.com', '/anything/else']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    const apiMissing = await t.app.inject({ method: 'GET', url: '/api/unknown/page' });
    expect(apiMissing.statusCode).toBe(404);
    expect(json(apiMissing).status).toBe(404);
  });

  it('limits auth calls per address with a clear 429, other addresses unaffected', async () => {
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress });
    for (let i = 0; i < RATE; i++) expect((await from('198.51.100.7')).statusCode).toBe(200);
    const limited = await from('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).status).toBe(429);
    expect(json(limited).messages).toMatch(/Too many requests from your address\. Please try again in \d+ seconds\./);
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });

  // These two break the app for good, so they come last.
  it('answers a server fault with a 500 that leaks nothing', async () => {
    const token = await login(t.app, 'admin@example.com');
    await t.app.db.execute(sql`drop table revoked_tokens`);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, messages: 'Something went wrong. Please try again later.' });
    expect(response.body).not.toMatch(/revoked|relation|select|stack/i);
  });

  it('finishes a request in flight when it shuts down', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const id = await captchaId(t.app);
    const inFlight = fetch(`${address}/api/auth/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: enc('admin@example.com'), password: enc(PASSWORD), remeber_me: false, captcha_id: id, captcha: 'PASSED' }),
    });
    // The captcha row goes as the request starts its work (argon2 and the db take a while after).
    for (let i = 0; i < 2000; i++) {
      const rows = await t.app.db.execute(sql`select 1 from captchas where id = ${id}`);
      if ((rows as unknown as { rows: unknown[] }).rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const closing = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: number }).status).toBe(200);
    await closing;
  });
});
