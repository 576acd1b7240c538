// The saved-views gateway: the Views menu's GraphQL fits the schema, and each field calls its REST
// route with the body the server's contract wants.
import { describe, expect, it } from 'vitest';
import { validate, type DocumentNode } from 'graphql';
import { gatewaySchema } from '../../src/gateway/schema';
import type { HttpRequest } from '../../src/gateway/http';
import type { GatewayContext } from '../../src/gateway/resource';
import { savedViews } from '../../src/gateway/resources/saved-views';
import { createRestAdapter } from '../../src/gateway/rest-adapter';
import * as documents from '../../src/ui/records/use-saved-views';

describe('the saved-views gateway', () => {
  it('answers every document of the Views menu', () => {
    const found = Object.values(documents).filter((value): value is DocumentNode => (value as Partial<DocumentNode>)?.kind === 'Document');
    expect(found.length).toBe(6);
    for (const document of found) expect(validate(gatewaySchema(), document).map((error) => error.message)).toEqual([]);
  });

  it('calls the saved-views routes with the contract’s bodies', async () => {
    const requests: HttpRequest[] = [];
    const http = async <T,>(request: HttpRequest): Promise<T> => {
      requests.push(request);
      return { status: 200, messages: 'ok', data: [] } as T;
    };
    const resolvers = savedViews.resolvers(createRestAdapter(http)) as Record<string, (args: unknown, context: GatewayContext) => Promise<unknown>>;
    const context = { signal: new AbortController().signal };
    const input = { name: 'Open', state: { filters: { status: 'active' }, sort: { id: 'name', desc: true } }, shared: 'role', role_id: 4, is_default: true };
    await resolvers.savedViews!({ list: 'customers' }, context);
    await resolvers.savedViewRoles!({}, context);
    await resolvers.createSavedView!({ list: 'customers', input }, context);
    await resolvers.updateSavedView!({ id: '9', input: { ...input, revision: 2 } }, context);
    await resolvers.deleteSavedView!({ id: '9' }, context);
    await resolvers.setDefaultSavedView!({ list: 'customers' }, context);
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/views/list', { list: 'customers' }],
      ['POST', '/views/roles', {}],
      ['POST', '/views/create', { list: 'customers', ...input }],
      ['POST', '/views/update/9', { ...input, revision: 2 }],
      ['POST', '/views/delete/9', {}],
      ['POST', '/views/default', { list: 'customers', view_id: null }],
    ]);
  });
});
