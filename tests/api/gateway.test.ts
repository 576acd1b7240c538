/**
 * The data gateway against the real server: urql with the real graphcache and local exchange, the
 * REST adapter over a fetch that calls the app (`app.inject`), counting every REST call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, type Client } from 'urql';
import { createGatewayClient } from '../../src/gateway/client';
import { failureOf } from '../../src/gateway/failure';
import { createHttpClient } from '../../src/gateway/http';
import { login, startApp, type TestApp } from './helper';

const ROLES = gql`
  query Roles($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String) {
    roles(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort) {
      total
      hasMore
      pageNumber
      data {
        id
        name
        description
        permissions
        user_count
      }
    }
  }
`;
const ROLE = gql`
  query Role($id: ID!) {
    role(id: $id) {
      id
      name
      description
      permissions
    }
  }
`;
const CREATE = gql`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      id
      name
      description
      permissions
    }
  }
`;
const UPDATE = gql`
  mutation UpdateRole($id: ID!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      id
      name
      description
      permissions
    }
  }
`;
const DELETE = gql`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) {
      id
      messages
    }
  }
`;

interface RolePage {
  roles: { total: number; hasMore: boolean; pageNumber: number; data: { id: string; name: string; permissions: string[] }[] };
}

let t: TestApp;
let adminToken: string;
let userToken: string;

/** Every REST call made, as `METHOD path`. */
const calls: string[] = [];
/** When set, each fetch waits for it before calling the server. */
let gate: Promise<void> | null = null;
const signals: AbortSignal[] = [];

const injectFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
  if (init?.signal) signals.push(init.signal);
  if (gate) await gate;
  if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  const response = await t.app.inject({
    method: (init?.method ?? 'GET') as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: init?.headers as Record<string, string>,
    ...(init?.body ? { payload: String(init.body) } : {}),
  });
  return new Response(response.body || null, { status: response.statusCode, statusText: response.statusMessage });
};

function gateway(token: string): Client {
  return createGatewayClient({ http: createHttpClient({ fetch: injectFetch, baseUrl: 'http://portal.test/api', getToken: () => token }) });
}

beforeAll(async () => {
  t = await startApp('pglite');
  [adminToken, userToken] = await Promise.all([login(t.app, 'admin@example.com'), login(t.app, 'user@example.com')]);
});
afterAll(async () => {
  await t?.close();
});

describe('roles through the gateway', () => {
  it('lists a page, searches and sorts', async () => {
    const client = gateway(adminToken);
    const page = await client.query<RolePage>(ROLES, { pageNumber: 1, pageSize: 3 }).toPromise();
    expect(page.error).toBeUndefined();
    expect(page.data?.roles.data).toHaveLength(3);
    expect(page.data?.roles.hasMore).toBe(true);
    expect(page.data?.roles.data[0]?.name).toBe('Administrator');
    const desc = await client.query<RolePage>(ROLES, { pageNumber: 1, pageSize: 100, sort: '-name' }).toPromise();
    const names = desc.data?.roles.data.map((r) => r.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const search = await client.query<RolePage>(ROLES, { pageNumber: 1, search: 'partner' }).toPromise();
    expect(search.data?.roles.data.map((r) => r.name).sort()).toEqual(['Partner', 'Partner User']);
  });

  it('creates, updates and deletes a role, keeping the cached list and entity current', async () => {
    const client = gateway(adminToken);
    const before = await client.query<RolePage>(ROLES, { pageNumber: 1, pageSize: 100 }).toPromise();
    const total = before.data?.roles.total ?? 0;

    const created = await client
      .mutation<{ createRole: { id: string; name: string; permissions: string[] } }>(CREATE, {
        input: { name: 'Gateway Auditor', description: 'Reads things', permissions: ['Customer.view', 'Role.view'] },
      })
      .toPromise();
    expect(created.error).toBeUndefined();
    const id = created.data?.createRole.id ?? '';
    expect(created.data?.createRole.permissions).toEqual(['Customer.view', 'Role.view']);

    // The list was invalidated: a cache-first read goes back to the server and sees the new role.
    const after = await client.query<RolePage>(ROLES, { pageNumber: 1, pageSize: 100 }, { requestPolicy: 'cache-first' }).toPromise();
    expect(after.data?.roles.total).toBe(total + 1);
    expect(after.data?.roles.data.some((r) => r.name === 'Gateway Auditor')).toBe(true);

    const updated = await client
      .mutation<{ updateRole: { name: string; permissions: string[] } }>(UPDATE, {
        id,
        input: { name: 'Gateway Reviewer', permissions: ['Customer.view'], revision: 1 },
      })
      .toPromise();
    expect(updated.error).toBeUndefined();
    expect(updated.data?.updateRole.name).toBe('Gateway Reviewer');
    // The entity in the cache is the updated one, without another call.
    calls.length = 0;
    const cached = await client.query<{ role: { name: string; permissions: string[] } }>(ROLE, { id }, { requestPolicy: 'cache-only' }).toPromise();
    expect(cached.data?.role.name).toBe('Gateway Reviewer');
    expect(calls).toEqual([]);

    const deleted = await client.mutation(DELETE, { id }).toPromise();
    expect(deleted.error).toBeUndefined();
    const gone = await client.query<RolePage>(ROLES, { pageNumber: 1, pageSize: 100 }, { requestPolicy: 'cache-first' }).toPromise();
    expect(gone.data?.roles.total).toBe(total);
    const details = await client.query(ROLE, { id }).toPromise();
    expect(failureOf(details.error)?.status).toBe(404);
  });

  it('puts 400 field errors and 409 refusals on the error extensions', async () => {
    const client = gateway(adminToken);
    const blank = await client.mutation(CREATE, { input: { name: '  ', permissions: [] } }).toPromise();
    const failure = failureOf(blank.error);
    expect(failure?.status).toBe(400);
    expect(failure?.fieldErrors.name).toBeTruthy();
    const extensions = blank.error?.graphQLErrors[0]?.extensions as { status: number; messages: string; errors: Record<string, string> };
    expect(extensions.status).toBe(400);
    expect(extensions.errors.name).toBe(failure?.fieldErrors.name);

    const duplicate = await client.mutation(CREATE, { input: { name: 'administrator', permissions: [] } }).toPromise();
    expect(failureOf(duplicate.error)?.fieldErrors.name).toBe('A role with this name already exists');

    const roles = await client.query<RolePage>(ROLES, { pageNumber: 1, search: 'Administrator' }).toPromise();
    const adminRole = roles.data?.roles.data.find((r) => r.name === 'Administrator');
    const refused = await client.mutation(DELETE, { id: adminRole?.id }).toPromise();
    expect(failureOf(refused.error)).toMatchObject({ status: 409, message: 'This role still has 2 users. Give them another role before deleting it.' });
  });

  it('answers 403 to a user without the Role permission', async () => {
    const result = await gateway(userToken).query(ROLES, { pageNumber: 1 }).toPromise();
    expect(result.data ?? undefined).toBeUndefined();
    expect(failureOf(result.error)).toMatchObject({ status: 403, message: 'You do not have permission to do this' });
  });
});

describe('cancellation', () => {
  it('a query started, cancelled and restarted in one tick makes one REST call', async () => {
    const client = gateway(adminToken);
    calls.length = 0;
    const variables = { pageNumber: 1, pageSize: 2, search: 'Admin' };
    // What useQuery does on first render.
    client.query(ROLES, variables).subscribe(() => {}).unsubscribe();
    const result = await client.query<RolePage>(ROLES, variables).toPromise();
    expect(result.data?.roles.data[0]?.name).toBe('Administrator');
    expect(calls).toEqual(['POST /api/roles']);
  });

  it('a query torn down while its call is in flight aborts the call and delivers nothing', async () => {
    const client = gateway(adminToken);
    calls.length = 0;
    signals.length = 0;
    let open: () => void = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    const results: unknown[] = [];
    const subscription = client.query(ROLES, { pageNumber: 1, search: 'Partner' }).subscribe((result) => results.push(result));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['POST /api/roles']);
    subscription.unsubscribe();
    expect(signals[0]?.aborted).toBe(true);
    gate = null;
    open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(results).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
