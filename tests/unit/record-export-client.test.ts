/**
 * The client side of record exports: `exportList` posts the list's variables to
 * `/api/<path>/export` with the session token, saves the answer under the server's file name, and
 * answers the server's message when it refuses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportList } from '../../src/gateway/download';

interface Sent {
  url: string;
  init: RequestInit;
}

function stubFetch(response: Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(response);
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('exportList', () => {
  it('posts the list variables with the token and saves the file under the server’s name', async () => {
    const sent = stubFetch(new Response('\uFEFFBranch\r\nBoulder\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="branches-2026-11-25.csv"' } }));
    const link = { href: '', download: '', click: vi.fn() };
    vi.stubGlobal('document', { createElement: () => link });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:export', revokeObjectURL: vi.fn() });
    const variables = { pageNumber: 2, pageSize: 10, sort: '-name', search: 'den', customer: 4 };

    expect(await exportList('branches', variables, 'token-1')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/branches/export');
    expect(sent[0]!.init.method).toBe('POST');
    expect((sent[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual(variables);
    expect(link.download).toBe('branches-2026-11-25.csv');
    expect(link.click).toHaveBeenCalledOnce();
  });

  it('answers the server’s message when the export is refused, and saves nothing', async () => {
    stubFetch(new Response(JSON.stringify({ status: 403, messages: 'You do not have permission to do this' }), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    const createElement = vi.fn();
    vi.stubGlobal('document', { createElement });
    expect(await exportList('customers', {}, 'token-1')).toBe('You do not have permission to do this');
    expect(createElement).not.toHaveBeenCalled();
  });
});
