/**
 * The REST adapter: every API call the gateway makes, named by operation, over an injected HTTP
 * client. Answers are unwrapped from the `{ status, messages, data }` envelope; failures stay
 * `HttpError`s carrying status and body (spec §8 maps them with `describeFailure`).
 *
 * | operation      | method | path                 |
 * | -------------- | ------ | -------------------- |
 * | roles.list     | POST   | /roles               |
 * | roles.create   | POST   | /roles/create        |
 * | roles.details  | POST   | /roles/role/{id}     |
 * | roles.update   | POST   | /roles/update/{id}   |
 * | roles.delete   | POST   | /roles/delete/{id}   |
 */
import type { HttpClient, Method } from './http';

export const ENDPOINTS = {
  'roles.list': { method: 'POST', path: '/roles' },
  'roles.create': { method: 'POST', path: '/roles/create' },
  'roles.details': { method: 'POST', path: '/roles/role/{id}' },
  'roles.update': { method: 'POST', path: '/roles/update/{id}' },
  'roles.delete': { method: 'POST', path: '/roles/delete/{id}' },
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

export interface ListInput<Sort extends string> {
  pageNumber: number;
  pageSize?: number;
  search?: string;
  sort?: Sort;
}

/** A role as the API answers it, e.g. `{ id: 1, name: 'Administrator', permissions: ['Role.view', ...], user_count: 2, ... }`. */
export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  user_count: number;
  created_at: string;
  updated_at: string;
}

export type RoleSort = 'name' | '-name' | 'created' | '-created';

export interface RoleInput {
  name: string;
  description?: string;
  permissions: string[];
}

export interface RestAdapter {
  roles: {
    list(input: ListInput<RoleSort>, signal?: AbortSignal): Promise<Page<RoleRecord>>;
    create(input: RoleInput, signal?: AbortSignal): Promise<RoleRecord>;
    details(id: string | number, signal?: AbortSignal): Promise<RoleRecord>;
    update(id: string | number, input: RoleInput, signal?: AbortSignal): Promise<RoleRecord>;
    delete(id: string | number, signal?: AbortSignal): Promise<string>;
  };
}

/** The path of an operation with its `{id}` filled in. */
export function pathOf(operation: Operation, id?: string | number): string {
  const { path } = ENDPOINTS[operation];
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(String(id)));
}

/**
 * Builds the adapter over an HTTP client (which sends the token and maps HTTP failures).
 * @example const roles = await createRestAdapter(http).roles.list({ pageNumber: 1 }, signal);
 */
export function createRestAdapter(http: HttpClient): RestAdapter {
  const call = async <T>(operation: Operation, body: unknown, signal: AbortSignal | undefined, id?: string | number): Promise<Envelope<T>> =>
    http<Envelope<T>>({ method: ENDPOINTS[operation].method, path: pathOf(operation, id), body, signal });
  const data = async <T>(answer: Promise<Envelope<T>>): Promise<T> => (await answer).data as T;

  return {
    roles: {
      list: (input, signal) => data(call<Page<RoleRecord>>('roles.list', input, signal)),
      create: (input, signal) => data(call<RoleRecord>('roles.create', input, signal)),
      details: (id, signal) => data(call<RoleRecord>('roles.details', {}, signal, id)),
      update: (id, input, signal) => data(call<RoleRecord>('roles.update', input, signal, id)),
      delete: async (id, signal) => (await call<never>('roles.delete', {}, signal, id)).messages,
    },
  };
}
