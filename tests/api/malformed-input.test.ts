/**
 * The malformed inputs that once answered 500 (issue 17 item 2) each answer 400 with the field's
 * message and write nothing: impossible days on the calendar and analytics routes, and text
 * PostgreSQL cannot store (NUL, unpaired surrogates) in any field, any key and the encoded sign-in
 * fields. fuzz-openapi.test.ts walks every route at random; these are the named cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextMessage } from '../../src/domain/validation';
import { BACKENDS, enc, json, post, sessionToken, startApp, type TestApp } from './helper';

describe.each(BACKENDS)('malformed input (%s)', (backend) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startApp(backend);
    admin = await sessionToken(t.app, 'admin@example.com');
  }, 120_000);
  afterAll(async () => t?.close());

  const refused = async (url: string, body: unknown, field: string, message: string) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, messages: message, errors: { [field]: message } });
  };

  it('refuses days that are not days, or that PostgreSQL cannot store, with the field message', async () => {
    for (const url of ['/api/calendar', '/api/calendar/blockeddays']) {
      await refused(url, { from: 'x', to: 'x' }, 'from', 'from must be a date in the form YYYY-MM-DD');
      await refused(url, { from: '2026-01-01', to: '0000-01-01' }, 'to', 'to must be a date in the form YYYY-MM-DD');
      await refused(url, { from: '2026-02-30', to: '2026-03-01' }, 'from', 'from must be a date in the form YYYY-MM-DD');
    }
    await refused('/api/calendar/weekview', { start: '10000-01-01' }, 'start', 'start must be a date in the form YYYY-MM-DD');
    for (const url of ['/api/analytics', '/api/analytics/qto', '/api/analytics/fte']) {
      await refused(url, { period: 'month', from: '2026-01-01', to: 'x' }, 'to', 'to must be a date in the form YYYY-MM-DD');
      await refused(url, { period: 'day', from: 'x\u0000', to: '2026-01-01' }, 'from', unstorableTextMessage('from'));
    }
  });

  it('refuses NUL and unpaired surrogates in any text field, nested field or key, naming the field', async () => {
    await refused('/api/roles/create', { name: 'Audi\u0000tor', permissions: [] }, 'name', unstorableTextMessage('name'));
    await refused('/api/roles/update/1', { name: 'Admin', description: 'x\uD800', permissions: [], revision: 1 }, 'description', unstorableTextMessage('description'));
    await refused('/api/softwares/create', { name: 'Rev\u0000it' }, 'name', unstorableTextMessage('name'));
    await refused('/api/softwares/update/1', { name: 'Revit', vendor: '\uDFFFAutodesk', revision: 1 }, 'vendor', unstorableTextMessage('vendor'));
    await refused('/api/notifications/announce', { message: 'Hello\u0000' }, 'message', unstorableTextMessage('message'));
    await refused('/api/projects/create', { name: 'Tower\u0000', service_id: 1, due_date: '2030-01-07' }, 'name', unstorableTextMessage('name'));
    await refused('/api/storage', { pageNumber: 1, search: '\u0000' }, 'search', unstorableTextMessage('search'));
    await refused('/api/roles/create', { name: 'Auditor', permissions: ['Invoice.view', 'Storage\u0000.view'] }, 'permissions.1', unstorableTextMessage('permissions.1'));
    await refused('/api/roles/create', { name: 'Auditor', permissions: [], 'x\u0000': 1 }, 'x?', unstorableTextMessage('x?'));
  });

  it('refuses a NUL in a multipart form field of an upload, storing nothing', async () => {
    const form = new FormData();
    form.append('description', 'Scope\u0000letter');
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))]), 'scope.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/uploadfile/1',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors).toEqual({ description: unstorableTextMessage('description') });
  });

  it('refuses an encoded sign-in email that decodes to a NUL, and a NUL captcha id, without a 500', async () => {
    const checkin = await post(t.app, '/api/auth/checkin', { email: enc('a\u0000@example.com'), password: enc('x'), captcha_id: 'x', captcha: 'PASSED' });
    expect(checkin.statusCode, checkin.body).toBe(400);
    expect(json(checkin).errors).toMatchObject({ email: 'Please Enter a valid email' });
    for (const url of ['/api/auth/checkmail', '/api/auth/checkcode', '/api/auth/resendcode']) {
      const response = await post(t.app, url, { email: enc('a\u0000@example.com'), customerid: 0, code: enc('1234') });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
    const captcha = await post(t.app, '/api/auth/checkin', { email: enc('admin@example.com'), password: enc('x'), captcha_id: '\u0000', captcha: 'PASSED' });
    expect(captcha.statusCode, captcha.body).toBe(400);
  });
});
