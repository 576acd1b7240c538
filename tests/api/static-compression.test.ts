/**
 * Compressed and cached (issue 15, item 1): the built client's files go out as the brotli or gzip copy
 * the build wrote beside them, chosen by Accept-Encoding, and as themselves to a client that accepts
 * neither; hashed assets are cached for a year, index.html and the SPA fallback revalidate; API answers
 * above 1 KB are compressed on the fly, small ones and PDFs are not; a streamed CSV export still
 * arrives whole.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../server/exports/csv';
import { precompressDirectory } from '../../scripts/vite-precompress';
import { BACKENDS, sessionToken, startApp, type TestApp } from './helper';

const SCRIPT = 'assets/app-3f9a1c2b.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A client build in miniature: an index.html and a hashed script, both large enough to be compressed. */
async function writeClient(dir: string): Promise<{ index: Buffer; script: Buffer }> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const filler = Array.from({ length: 200 }, (_, i) => `<p>Customer Portal line ${i}</p>`).join('\n');
  const index = Buffer.from(`<!doctype html><html lang="en"><head><title>Customer Portal</title></head><body><div id="root"></div>${filler}</body></html>`);
  const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'));
  await writeFile(path.join(dir, 'index.html'), index);
  await writeFile(path.join(dir, SCRIPT), script);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDirectory(dir);
  return { index, script };
}

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe.each(BACKENDS)('compression and caching (%s)', (backend) => {
  let t: TestApp;
  let files: { index: Buffer; script: Buffer };
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'portal-client-'));
    files = await writeClient(staticDir);
    t = await startApp(backend, { staticDir });
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('the build writes a brotli and a gzip copy beside each text file, and none for a tiny one', async () => {
    expect(brotliDecompressSync(await readFile(path.join(staticDir, `${SCRIPT}.br`)))).toEqual(files.script);
    expect(gunzipSync(await readFile(path.join(staticDir, `${SCRIPT}.gz`)))).toEqual(files.script);
    expect(brotliDecompressSync(await readFile(path.join(staticDir, 'index.html.br')))).toEqual(files.index);
    await expect(readFile(path.join(staticDir, 'favicon.svg.br'))).rejects.toThrow(/ENOENT/);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('a hashed asset goes out as its %s copy to a client that accepts it, cached for a year', async (encoding, accept) => {
    const response = await t.app.inject({ method: 'GET', url: `/${SCRIPT}`, headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(files.script.length);
    expect(decoded(response)).toEqual(files.script);
  });

  it('a client that accepts no encoding (or only identity) gets the file itself with its length', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await t.app.inject({ method: 'GET', url: `/${SCRIPT}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(files.script.length);
      expect(response.rawPayload).toEqual(files.script);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('index.html and every page path the SPA answers are compressed and revalidated (no-cache)', async () => {
    for (const url of ['/', '/index.html', '/login', '/projects/12']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decoded(response), url).toEqual(files.index);
    }
  });

  it('a file without a compressed copy is compressed on the way out or sent as it is, never mislabelled', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response).toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('an API answer above 1 KB is sent in brotli to a client that accepts it, and decodes to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/captcha', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const body = JSON.parse(decoded(response).toString('utf8')) as { status: number; data: { id: string; svg: string } };
    expect(body.status).toBe(200);
    expect(body.data.svg).toMatch(/^<svg/);
  });

  it('an answer under 1 KB goes out as it is', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no-such-route', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 404 });
  });

  it('a streamed CSV export arrives compressed and whole; a PDF export is not compressed again', async () => {
    const token = await sessionToken(t.app, 'admin@example.com');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const csv = await t.app.inject({ method: 'POST', url: '/api/projects/exportcsv', payload: {}, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="projects-/);
    const text = decoded(csv).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const plain = await t.app.inject({ method: 'POST', url: '/api/projects/exportcsv', payload: {}, headers: { authorization: `Bearer ${token}` } });
    expect(text).toBe(plain.body);

    const pdf = await t.app.inject({ method: 'POST', url: '/api/projects/exportpdf', payload: {}, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
