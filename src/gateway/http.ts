/**
 * The client's one HTTP layer: JSON over fetch, the token on every call, retries only where a repeat
 * cannot apply a change twice, and the failure mapping of spec §8.
 */
import fetchRetry from 'fetch-retry';

/** The marker a cancelled call gives (spec §8); a cancelled search is ignored. */
export const CANCELLED = 'AxiosCancellation';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export type Method = 'GET' | 'POST';

export interface HttpRequest {
  method: Method;
  path: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Send the saved token (default true). */
  auth?: boolean;
}

/** A failed call: the HTTP status (0 without a response) and the body as text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(body || statusText || SOMETHING_WENT_WRONG);
    this.name = 'HttpError';
  }

  /** The body parsed as JSON, or null. */
  get data(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return null;
    }
  }
}

export type Failure = typeof CANCELLED | { status: number; data: unknown; statusText: string } | string;

/** Spec §8: cancellation → marker; 409/406 → { status, data, statusText }; body → text; else the fallback. */
export function describeFailure(error: unknown): Failure {
  if (isCancellation(error)) return CANCELLED;
  if (error instanceof HttpError) {
    if (error.status === 409 || error.status === 406) {
      return { status: error.status, data: error.data, statusText: error.statusText };
    }
    if (error.body) return error.body;
  }
  return SOMETHING_WENT_WRONG;
}

export function isCancellation(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Origin and base path of the API, e.g. `/api` or `http://localhost:3000/api`. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** Retries of safe (GET) calls on network failures and 5xx; spec §9 gives 2. */
  retries?: number;
}

export type HttpClient = <T>(request: HttpRequest) => Promise<T>;

function withQuery(path: string, query: HttpRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Builds the HTTP client. GETs retry with doubling delay from 1000 ms capped at 30000 ms; POSTs never
 * retry, since the server may already have applied them.
 * @returns the parsed JSON body of a 2xx answer; throws HttpError otherwise.
 */
export function createHttpClient({
  fetch: baseFetch = globalThis.fetch.bind(globalThis),
  baseUrl = '/api',
  getToken = () => null,
  retries = 2,
}: HttpClientOptions = {}): HttpClient {
  const retrying = fetchRetry(baseFetch, {
    retries,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    retryOn: (attempt, error, response) =>
      attempt < retries && !isCancellation(error) && (error !== null || (response !== null && response.status >= 500)),
  });

  return async <T>({ method, path, body, query, signal, auth = true }: HttpRequest): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, signal: signal ?? null };
    if (body !== undefined) init.body = JSON.stringify(body);
    const url = `${baseUrl}${withQuery(path, query)}`;
    const response = method === 'GET' ? await retrying(url, init) : await baseFetch(url, init);
    const text = await response.text();
    if (!response.ok) throw new HttpError(response.status, response.statusText, text);
    return (text ? JSON.parse(text) : null) as T;
  };
}
