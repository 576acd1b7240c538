/** Profile (spec §7.11): details, update with stale edits, the image (upload, serve, remove) and a password change. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { PROFILE_MESSAGES } from '../../server/modules/profile/routes';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, PASSWORD, checkin, enc, json, post, sessionToken, startApp, type TestApp } from './helper';

interface Profile {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  customer: string | null;
  branch: string | null;
  two_factor: boolean;
  image_uri: string | null;
  revision: number;
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with one file, as a browser's FormData sends it. */
async function multipart(bytes: Buffer, name: string): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describe.each(BACKENDS)('profile on %s', (backend) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await startApp(backend);
    token = await sessionToken(t.app, 'user@example.com');
  });
  afterAll(async () => t?.close());

  const details = async (as = token) => (json(await post(t.app, '/api/profile/details', {}, as)) as unknown as { data: Profile }).data;
  const upload = async (bytes: Buffer, name: string, as = token) => {
    const { payload, headers } = await multipart(bytes, name);
    return t.app.inject({ method: 'POST', url: '/api/profile/uploadimage', payload, headers: { ...headers, authorization: `Bearer ${as}` } });
  };

  it("answers the signed-in user's own record", async () => {
    const response = await post(t.app, '/api/profile/details', {}, token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      messages: PROFILE_MESSAGES.details,
      data: { name: 'Uma Patel', email: 'user@example.com', role: 'User', customer: 'Summit Builders', branch: 'Denver Headquarters', two_factor: false, image_uri: null },
    });
    const viaGet = await t.app.inject({ method: 'GET', url: '/api/profile/details', headers: { authorization: `Bearer ${token}` } });
    expect(viaGet.statusCode).toBe(200);
    expect((await post(t.app, '/api/profile/details', {})).statusCode).toBe(401);
  });

  it('updates name, phone and two-factor; the email is not editable; a stale revision is 409', async () => {
    const before = await details();
    const response = await post(t.app, '/api/profile/update', { name: '  Uma P. Patel ', phone: '+13035550199', two_factor: true, email: 'x@example.com', revision: before.revision }, token);
    expect(response.statusCode).toBe(200);
    const after = (json(response) as unknown as { data: Profile }).data;
    expect(after).toMatchObject({ name: 'Uma P. Patel', phone: '+13035550199', two_factor: true, email: 'user@example.com', revision: before.revision + 1 });
    // whoami (the header) follows.
    const whoami = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(json(whoami)).toMatchObject({ data: { name: 'Uma P. Patel' } });

    const stale = await post(t.app, '/api/profile/update', { name: 'Old Tab', phone: '', two_factor: false, revision: before.revision }, token);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ data: { revision: after.revision, updated_by: { name: 'Uma P. Patel' } } });
    expect(json(stale).messages).toMatch(/changed by Uma P\. Patel/);
    await post(t.app, '/api/profile/update', { name: 'Uma Patel', phone: null, two_factor: false, revision: after.revision }, token);
    expect(await details()).toMatchObject({ name: 'Uma Patel', phone: null, two_factor: false });
  });

  it('refuses a missing name and a bad phone at their fields', async () => {
    const { revision } = await details();
    const response = await post(t.app, '/api/profile/update', { name: ' ', phone: '12345', two_factor: false, revision }, token);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ errors: { name: MESSAGES.fieldRequired, phone: MESSAGES.invalidPhone } });
    expect((await post(t.app, '/api/profile/update', { name: 'A', two_factor: 'yes', revision }, token)).statusCode).toBe(400);
    const long = await post(t.app, '/api/profile/update', { name: 'x'.repeat(101), two_factor: false, revision }, token);
    expect(json(long)).toMatchObject({ errors: { name: 'Name must be at most 100 characters' } });
  });

  it("documents the bodies the profile contract's way", async () => {
    type Body = { properties: Record<string, { maxLength?: number; maximum?: number; description?: string }>; required: string[] };
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { requestBody?: { content: { 'application/json': { schema: Body } } } } }>;
    };
    const body = (path: string) => document.paths[path]?.post?.requestBody?.content['application/json'].schema;
    expect(body('/api/profile/update')).toMatchObject({
      required: ['name', 'two_factor', 'revision'],
      properties: { phone: { maxLength: 20, description: expect.stringMatching(/^Optional/) }, due_reminder_days: { maximum: 30 } },
    });
    expect(Object.keys(body('/api/profile/changepassword')?.properties ?? {})).toEqual(['current_password', 'password', 'confirmpassword']);
  });

  it('uploads an image, serves it without a session, replaces and removes it', async () => {
    const response = await upload(PNG, 'me.png');
    expect(response.statusCode).toBe(200);
    const first = (json(response) as unknown as { data: Profile }).data.image_uri ?? '';
    expect(first).toMatch(/^\/api\/profile\/image\/[a-z0-9]+-[a-f0-9]{24}$/);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const whoami = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(json(whoami)).toMatchObject({ data: { image_uri: first } });

    // A new image replaces the old one, whose address then serves nothing.
    const second = (json(await upload(PNG, 'again.png')) as unknown as { data: Profile }).data.image_uri ?? '';
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    const removed = await post(t.app, '/api/profile/deletefiles', {}, token);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toMatchObject({ messages: PROFILE_MESSAGES.imageRemoved, data: { image_uri: null } });
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await post(t.app, '/api/profile/deletefiles', {}, token)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, one over 2 MB, and names that are no profile image', async () => {
    const text = await upload(Buffer.from('hello, not an image'), 'notes.png');
    expect(text.statusCode).toBe(400);
    expect(json(text)).toMatchObject({ errors: { file: 'The file must be a PNG, JPEG, GIF or WebP image' } });
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
    expect(big.statusCode).toBe(413);
    expect((await post(t.app, '/api/profile/uploadimage', {}, token)).statusCode).toBe(400);
    expect((await details()).image_uri).toBeNull();
    for (const name of ['..%2F..%2Fjwt-secret', 'jwt-secret', 'abc-0123456789abcdef01234567']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/profile/image/${name}` })).statusCode).toBe(404);
    }
  });

  it('changes the password: wrong current password refused, rules of spec §5, other sessions signed out', async () => {
    const other = await sessionToken(t.app, 'user@example.com');
    const change = (body: object) => post(t.app, '/api/profile/changepassword', body, token);
    const wrong = await change({ current_password: enc('Wrong@2026x'), password: enc('Better@2027'), confirmpassword: enc('Better@2027') });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errors: { current_password: PROFILE_MESSAGES.wrongPassword } });
    const rules = await change({ current_password: enc(PASSWORD), password: enc('weak'), confirmpassword: '' });
    expect(json(rules)).toMatchObject({ errors: { password: MESSAGES.passwordRule } });
    const mismatch = await change({ current_password: enc(PASSWORD), password: enc('Better@2027'), confirmpassword: enc('Better@2028') });
    expect(json(mismatch)).toMatchObject({ errors: { confirmpassword: MESSAGES.passwordMismatch } });
    const required = await change({ current_password: '', password: '', confirmpassword: '' });
    expect(json(required)).toMatchObject({ errors: { current_password: MESSAGES.fieldRequired, password: MESSAGES.fieldRequired } });
    expect(json(required).errors).not.toHaveProperty('confirmpassword');
    // Beyond spec §5, the server's own refusals: a common password (and, below, the current one again).
    const common = await change({ current_password: enc(PASSWORD), password: enc('Password@123'), confirmpassword: enc('Password@123') });
    expect(json(common)).toMatchObject({ errors: { password: PROFILE_MESSAGES.commonPassword } });

    const done = await change({ current_password: enc(PASSWORD), password: enc('Better@2027'), confirmpassword: enc('Better@2027') });
    expect(done.statusCode).toBe(200);
    const fresh = (json(done) as unknown as { data: { token: string } }).data.token;
    expect(fresh).toEqual(expect.any(String));
    // The old tokens are signed out, the fresh one works, and the new password signs in.
    expect((await post(t.app, '/api/profile/details', {}, other)).statusCode).toBe(401);
    expect((await post(t.app, '/api/profile/details', {}, token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/profile/details', {}, fresh)).statusCode).toBe(200);
    const signIn = await checkin(t.app, { email: 'user@example.com', password: 'Better@2027' });
    expect(json(signIn).status).toBe(200);
    token = fresh;
    const same = await change({ current_password: enc('Better@2027'), password: enc('Better@2027'), confirmpassword: enc('Better@2027') });
    expect(json(same)).toMatchObject({ errors: { password: PROFILE_MESSAGES.samePassword } });
    const [row] = await t.app.db.select({ mustChange: users.mustChangePassword }).from(users).where(eq(users.email, 'user@example.com'));
    expect(row?.mustChange).toBe(false);
  });
});
