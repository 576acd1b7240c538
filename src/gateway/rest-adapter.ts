/**
 * The REST adapter: every API call the gateway makes, named by operation, over an injected HTTP
 * client that sends the token and maps failures (spec §8). The table below is the whole API surface
 * the screens use; paths are spec §7's where it names them and DESIGN §5's pattern elsewhere.
 * Answers are unwrapped from the `{ status, messages, data }` envelope.
 */
import type { HttpClient, Method } from './http';

export const ENDPOINTS = {
  // Roles (spec §7.3, exact)
  'roles.list': { method: 'POST', path: '/roles' },
  'roles.create': { method: 'POST', path: '/roles/create' },
  'roles.details': { method: 'POST', path: '/roles/role/{id}' },
  'roles.update': { method: 'POST', path: '/roles/update/{id}' },
  'roles.delete': { method: 'POST', path: '/roles/delete/{id}' },
  // Holidays (spec §7.2)
  'holidays.list': { method: 'POST', path: '/holidays' },
  'holidays.create': { method: 'POST', path: '/holidays/create' },
  'holidays.details': { method: 'POST', path: '/holidays/details/{id}' },
  'holidays.update': { method: 'POST', path: '/holidays/update/{id}' },
  'holidays.delete': { method: 'POST', path: '/holidays/delete/{id}' },
} as const satisfies Record<string, { method: Method; path: string }>;

export type Operation = keyof typeof ENDPOINTS;

export interface Envelope<T> {
  status: number;
  messages: string;
  data?: T;
}

/** One page of a list (DESIGN §5). */
export interface Page<T> {
  data: T[];
  total: number;
  hasMore: boolean;
  pageNumber: number;
}

export interface CallInput {
  /** Fills the path's `{id}`. */
  id?: string | number;
  /** The JSON body of a POST (the spec passes the payload whole). */
  body?: unknown;
  /** The query string of a GET. */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export interface RestAdapter {
  /** The whole envelope of an operation's answer. */
  call<T>(operation: Operation, input?: CallInput): Promise<Envelope<T>>;
  /** The answer's `data`. */
  data<T>(operation: Operation, input?: CallInput): Promise<T>;
  /** The answer's `messages` (deletes and status changes answer no data). */
  messages(operation: Operation, input?: CallInput): Promise<string>;
}

/** The path of an operation with its `{id}` filled in. */
export function pathOf(operation: Operation, id?: string | number): string {
  const { path } = ENDPOINTS[operation];
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(String(id)));
}

/**
 * Builds the adapter over an HTTP client.
 * @example const page = await createRestAdapter(http).data<Page<RoleRecord>>('roles.list', { body: { pageNumber: 1 }, signal });
 */
export function createRestAdapter(http: HttpClient): RestAdapter {
  const call = <T>(operation: Operation, { id, body, query, signal }: CallInput = {}): Promise<Envelope<T>> => {
    const { method } = ENDPOINTS[operation];
    // A POST always carries a body (the server reads `{}` as "no payload").
    return http<Envelope<T>>({ method, path: pathOf(operation, id), body: method === 'POST' ? (body ?? {}) : undefined, query, signal });
  };
  return {
    call,
    data: async <T>(operation: Operation, input?: CallInput) => (await call<T>(operation, input)).data as T,
    messages: async (operation, input) => (await call<never>(operation, input)).messages,
  };
}
