// The HTTP layer with a fake fetch: token header, retries only for GET, and the failure mapping of spec §8.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED, HttpError, SOMETHING_WENT_WRONG, createHttpClient, describeFailure, isCancellation } from '../../src/gateway/http';

type Reply = Response | Error;

/** A fetch that answers from a script, one reply per call, and records the calls. */
function scriptedFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const reply = replies.shift() ?? new Error('no more scripted replies');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const text = (body: string, status: number, statusText = '') => new Response(body, { status, statusText });
const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Runs a call to completion while fake timers let the retry delays pass. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if (result.ok) return result.value;
  throw result.error;
}

describe('createHttpClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the saved token as a bearer header', async () => {
    const { fetch, calls } = scriptedFetch(json({ status: 200 }));
    const http = createHttpClient({ fetch, getToken: () => 'tok-1' });
    await settle(http({ method: 'GET', path: '/auth/whoami' }));
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no token when the call is public or none is saved', async () => {
    const { fetch, calls } = scriptedFetch(json({}), json({}));
    await settle(createHttpClient({ fetch, getToken: () => 'tok' })({ method: 'POST', path: '/auth/checkin', body: {}, auth: false }));
    await settle(createHttpClient({ fetch, getToken: () => null })({ method: 'GET', path: '/x' }));
    for (const call of calls) expect(new Headers(call.init.headers).has('Authorization')).toBe(false);
  });

  it('posts JSON to the base URL and returns the parsed body', async () => {
    const { fetch, calls } = scriptedFetch(json({ status: 200, data: 7 }));
    const http = createHttpClient({ fetch, baseUrl: 'http://api.test/api' });
    const answer = await settle(http<{ data: number }>({ method: 'POST', path: '/roles', body: { pageNumber: 1 } }));
    expect(answer.data).toBe(7);
    expect(calls[0]?.url).toBe('http://api.test/api/roles');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"pageNumber":1}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds the query, leaving out undefined values', async () => {
    const { fetch, calls } = scriptedFetch(json({}));
    await settle(createHttpClient({ fetch })({ method: 'GET', path: '/agents', query: { pageNumber: 2, partner: undefined, search: 'a b' } }));
    expect(calls[0]?.url).toBe('/api/agents?pageNumber=2&search=a+b');
  });

  it('returns null for an empty 2xx body', async () => {
    const { fetch } = scriptedFetch(new Response(null, { status: 204 }));
    expect(await settle(createHttpClient({ fetch })({ method: 'POST', path: '/auth/logout' }))).toBeNull();
  });

  it('retries a GET after a 5xx answer', async () => {
    const { fetch, calls } = scriptedFetch(text('busy', 503), json({ ok: true }));
    expect(await settle(createHttpClient({ fetch })({ method: 'GET', path: '/x' }))).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retries a GET after a network failure', async () => {
    const { fetch, calls } = scriptedFetch(new TypeError('Failed to fetch'), json({ ok: true }));
    expect(await settle(createHttpClient({ fetch })({ method: 'GET', path: '/x' }))).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('waits 1000 ms, then 2000 ms, between GET attempts', async () => {
    const { fetch, calls } = scriptedFetch(text('', 500), text('', 500), json({}));
    const pending = createHttpClient({ fetch })({ method: 'GET', path: '/x' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await pending;
  });

  it('gives up after two retries (spec §9) with the last failure', async () => {
    const { fetch, calls } = scriptedFetch(text('a', 500), text('b', 502), text('down', 503, 'Service Unavailable'));
    const failure = await settle(createHttpClient({ fetch })({ method: 'GET', path: '/x' })).catch((error: unknown) => error);
    expect(calls).toHaveLength(3);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect((failure as HttpError).body).toBe('down');
  });

  it('does not retry a GET answered with 4xx', async () => {
    const { fetch, calls } = scriptedFetch(text('missing', 404));
    await expect(settle(createHttpClient({ fetch })({ method: 'GET', path: '/x' }))).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry a cancelled GET', async () => {
    const { fetch, calls } = scriptedFetch(abortError());
    const failure = await settle(createHttpClient({ fetch })({ method: 'GET', path: '/x' })).catch((error: unknown) => error);
    expect(calls).toHaveLength(1);
    expect(describeFailure(failure)).toBe('AxiosCancellation');
  });

  it('never retries a POST, whether 5xx or network failure', async () => {
    const server = scriptedFetch(text('boom', 500), json({}));
    await expect(settle(createHttpClient({ fetch: server.fetch })({ method: 'POST', path: '/projects/create', body: {} }))).rejects.toThrow('boom');
    expect(server.calls).toHaveLength(1);

    const network = scriptedFetch(new TypeError('Failed to fetch'), json({}));
    await expect(settle(createHttpClient({ fetch: network.fetch })({ method: 'POST', path: '/projects/create', body: {} }))).rejects.toThrow(
      'Failed to fetch',
    );
    expect(network.calls).toHaveLength(1);
  });

  it('passes the cancel signal to fetch', async () => {
    const { fetch, calls } = scriptedFetch(json({}));
    const controller = new AbortController();
    await settle(createHttpClient({ fetch })({ method: 'POST', path: '/x', signal: controller.signal }));
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});

describe('describeFailure (spec §8)', () => {
  it('gives the AxiosCancellation marker for a cancelled call', () => {
    expect(CANCELLED).toBe('AxiosCancellation');
    expect(describeFailure(abortError())).toBe('AxiosCancellation');
  });

  it.each([409, 406])('gives { status, data, statusText } for %i', (status) => {
    expect(describeFailure(new HttpError(status, 'Conflict', '{"status":409,"messages":"stale"}'))).toEqual({
      status,
      data: { status: 409, messages: 'stale' },
      statusText: 'Conflict',
    });
  });

  it('gives null data for a 409 whose body is not JSON', () => {
    expect(describeFailure(new HttpError(409, 'Conflict', 'plain'))).toEqual({ status: 409, data: null, statusText: 'Conflict' });
  });

  it('gives the body as text for any other failure with a body', () => {
    expect(describeFailure(new HttpError(500, 'Internal Server Error', '{"status":500,"messages":"oops"}'))).toBe(
      '{"status":500,"messages":"oops"}',
    );
    expect(describeFailure(new HttpError(400, 'Bad Request', 'Invalid Captcha'))).toBe('Invalid Captcha');
  });

  it('gives "Something went wrong" for a failure without a body', () => {
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong');
    expect(describeFailure(new HttpError(502, 'Bad Gateway', ''))).toBe('Something went wrong');
    expect(describeFailure(new TypeError('Failed to fetch'))).toBe('Something went wrong');
    expect(describeFailure(undefined)).toBe('Something went wrong');
  });
});

describe('HttpError', () => {
  it('reads as its body, else its status text, else the fallback', () => {
    expect(new HttpError(500, 'Server Error', 'body').message).toBe('body');
    expect(new HttpError(500, 'Server Error', '').message).toBe('Server Error');
    expect(new HttpError(0, '', '').message).toBe('Something went wrong');
  });

  it('parses its body as JSON when it can', () => {
    expect(new HttpError(400, '', '{"a":1}').data).toEqual({ a: 1 });
    expect(new HttpError(400, '', 'nope').data).toBeNull();
  });
});

describe('isCancellation', () => {
  it('recognises only an AbortError', () => {
    expect(isCancellation(abortError())).toBe(true);
    expect(isCancellation(new DOMException('x', 'TimeoutError'))).toBe(false);
    expect(isCancellation(new Error('AbortError'))).toBe(false);
  });
});
