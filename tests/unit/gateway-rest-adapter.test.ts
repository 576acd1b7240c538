/** The REST adapter's table and calls, and the failure extensions the schema puts on GraphQL errors. */
import { describe, expect, it } from 'vitest';
import { HttpError, type HttpRequest } from '../../src/gateway/http';
import { ENDPOINTS, createRestAdapter, pathOf } from '../../src/gateway/rest-adapter';
import { CACHE_TIME_MS, STALE_TIME_MS, policyForAge } from '../../src/gateway/freshness-exchange';
import { toGraphQLError } from '../../src/gateway/graphql-errors';
import { retryable } from '../../src/gateway/failure';

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
    expect(await api.data('roles.details', { id: 3, signal })).toEqual({ id: 3 });
    expect(await api.messages('roles.delete', { id: 3 })).toBe('ok');
    await api.data('roles.list', { body: { pageNumber: 2, search: 'x' } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /roles/role/3', 'POST /roles/delete/3', 'POST /roles']);
    expect(requests[0]?.signal).toBe(signal);
    // A POST without a payload still sends a JSON object.
    expect(requests[1]?.body).toEqual({});
    expect(requests[2]?.body).toEqual({ pageNumber: 2, search: 'x' });
  });
});

describe('failure extensions', () => {
  it('carries the 400 envelope with its field errors', () => {
    const error = toGraphQLError(new HttpError(400, 'Bad Request', JSON.stringify({ status: 400, messages: 'Role name is required', errors: { name: 'Role name is required' } })));
    expect(error.message).toBe('Role name is required');
    expect(error.extensions).toEqual({ status: 400, messages: 'Role name is required', errors: { name: 'Role name is required' } });
  });

  it('gives a 409 its message and data, and a bodiless failure the fallback', () => {
    expect(toGraphQLError(new HttpError(409, 'Conflict', JSON.stringify({ status: 409, messages: 'In use' }))).extensions).toEqual({ status: 409, messages: 'In use' });
    const stale = toGraphQLError(new HttpError(409, 'Conflict', JSON.stringify({ status: 409, messages: 'Changed', data: { revision: 3 } })));
    expect(stale.extensions).toEqual({ status: 409, messages: 'Changed', data: { revision: 3 } });
    expect(toGraphQLError(new HttpError(500, '', '')).message).toBe('Something went wrong');
    expect(toGraphQLError(new DOMException('aborted', 'AbortError')).extensions).toMatchObject({ cancelled: true, messages: 'AxiosCancellation' });
  });

  it('offers Retry for a lost connection, a timeout, a rate limit or a server fault, never for a refusal', () => {
    const retried = [0, 408, 429, 500, 502, 503].filter((status) => retryable({ status }));
    expect(retried).toEqual([0, 408, 429, 500, 502, 503]);
    expect([400, 401, 403, 404, 409, 422].filter((status) => retryable({ status }))).toEqual([]);
  });
});

describe('cache timings (spec §9)', () => {
  it('serves from the cache for 15 minutes, then refetches behind cached data, and drops it after 30', () => {
    expect(policyForAge(undefined)).toBe('cache-first');
    expect(policyForAge(0)).toBe('cache-first');
    expect(policyForAge(STALE_TIME_MS - 1)).toBe('cache-first');
    expect(policyForAge(STALE_TIME_MS)).toBe('cache-and-network');
    expect(policyForAge(CACHE_TIME_MS - 1)).toBe('cache-and-network');
    expect(policyForAge(CACHE_TIME_MS)).toBe('network-only');
    expect([STALE_TIME_MS, CACHE_TIME_MS]).toEqual([900_000, 1_800_000]);
  });
});
