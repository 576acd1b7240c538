/** The REST adapter's table and calls, and the failure extensions the schema puts on GraphQL errors. */
import { describe, expect, it } from 'vitest';
import { HttpError, type HttpRequest } from '../../src/gateway/http';
import { ENDPOINTS, createRestAdapter, pathOf } from '../../src/gateway/rest-adapter';
import { toGraphQLError } from '../../src/gateway/schema';

describe('rest adapter', () => {
  it('keeps the spec §7.3 paths exactly', () => {
    expect(ENDPOINTS['roles.details']).toEqual({ method: 'POST', path: '/roles/role/{id}' });
    expect(pathOf('roles.update', 7)).toBe('/roles/update/7');
    expect(pathOf('roles.delete', 'a/b')).toBe('/roles/delete/a%2Fb');
  });

  it('sends each call through the given client with its signal and unwraps the envelope', async () => {
    const requests: HttpRequest[] = [];
    const http = async <T,>(request: HttpRequest): Promise<T> => {
      requests.push(request);
      return { status: 200, messages: 'ok', data: { id: 3 } } as T;
    };
    const signal = new AbortController().signal;
    const api = createRestAdapter(http);
    expect(await api.roles.details(3, signal)).toEqual({ id: 3 });
    expect(await api.roles.delete(3)).toBe('ok');
    await api.roles.list({ pageNumber: 2, search: 'x' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /roles/role/3', 'POST /roles/delete/3', 'POST /roles']);
    expect(requests[0]?.signal).toBe(signal);
    expect(requests[2]?.body).toEqual({ pageNumber: 2, search: 'x' });
  });
});

describe('failure extensions', () => {
  it('carries the 400 envelope with its field errors', () => {
    const error = toGraphQLError(new HttpError(400, 'Bad Request', JSON.stringify({ status: 400, messages: 'Role name is required', errors: { name: 'Role name is required' } })));
    expect(error.message).toBe('Role name is required');
    expect(error.extensions).toEqual({ status: 400, messages: 'Role name is required', errors: { name: 'Role name is required' } });
  });

  it('gives a 409 its message and a bodiless failure the fallback', () => {
    expect(toGraphQLError(new HttpError(409, 'Conflict', JSON.stringify({ status: 409, messages: 'In use' }))).extensions).toEqual({ status: 409, messages: 'In use' });
    expect(toGraphQLError(new HttpError(500, '', '')).message).toBe('Something went wrong');
    expect(toGraphQLError(new DOMException('aborted', 'AbortError')).extensions).toMatchObject({ cancelled: true, messages: 'AxiosCancellation' });
  });
});
