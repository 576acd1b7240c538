// Headers of issue 17 item 8: no-store on signed-in answers, a CSP that connects to this origin only,
// and sockets only from the app's origin(s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { login, startApp, type TestApp } from './helper';
import { listen } from './realtime-helper';

let t: TestApp;
let url = '';
let token = '';
beforeAll(async () => {
  t = await startApp('pglite', { appOrigins: ['https://portal.example.com'] });
  url = await listen(t.app);
  token = await login(t.app, 'admin@example.com');
});
afterAll(async () => {
  await t.close();
});

/** Opens a socket with the given Origin; resolves 'connected' or the connect_error message. */
function socketWithOrigin(origin: string | undefined): Promise<string> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  return new Promise((resolve) => {
    socket.on('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.on('connect_error', (error: Error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

describe('headers', () => {
  it('keeps signed-in API answers out of caches', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("lets pages connect to their own origin only ('self' covers its ws: and wss:)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    const directives = String(response.headers['content-security-policy']).split(';').map((directive) => directive.trim());
    expect(directives).toContain("connect-src 'self'");
  });
});

describe('socket origins', () => {
  it('accepts the server’s own origin, APP_ORIGINS and clients without an Origin', async () => {
    expect(await socketWithOrigin(url)).toBe('connected');
    expect(await socketWithOrigin('https://portal.example.com')).toBe('connected');
    expect(await socketWithOrigin(undefined)).toBe('connected');
  });

  it('refuses a page of another origin', async () => {
    expect(await socketWithOrigin('https://evil.example')).not.toBe('connected');
    expect(await socketWithOrigin('null')).not.toBe('connected');
  });
});
