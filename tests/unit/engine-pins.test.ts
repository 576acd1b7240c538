/**
 * The Node 20 pins in package.json `overrides` (content-disposition 2 under @fastify/static, cookie 1
 * under light-my-request; their newest majors want Node 22): the code paths that use them still work.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('dependencies pinned for Node 20', () => {
  let root: string;
  const app = Fastify();
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pins-'));
    await writeFile(path.join(root, 'plan.txt'), 'plan');
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/download', (_request, reply) => reply.download('plan.txt', 'Übersicht plan.txt'));
    app.get('/cookie', (request) => ({ cookie: request.headers.cookie ?? null }));
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('@fastify/static names a download with content-disposition 2', async () => {
    const response = await app.inject({ method: 'GET', url: '/download' });
    expect(response.body).toBe('plan');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="?bersicht plan.txt"; filename*=UTF-8''%C3%9Cbersicht%20plan.txt`);
  });

  it("Fastify's inject sends cookies through cookie 1", async () => {
    const response = await app.inject({ method: 'GET', url: '/cookie', cookies: { session: 'a b' } });
    expect(response.json()).toEqual({ cookie: 'session=a%20b' });
  });
});
