// guardRoutes on a bare Fastify: where the guard runs among the route's hooks, and the refusal of a
// guarded route that does not sign its caller in.
import Fastify, { type FastifyInstance, type FastifyRequest, type preValidationHookHandler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardRoutes } from '../../server/http/route-guards';

/** An app whose `authenticate` and permission check record that they ran, like defineRoute's guards. */
function app(): { app: FastifyInstance; ran: string[]; permission: preValidationHookHandler } {
  const ran: string[] = [];
  const instance = Fastify();
  instance.decorate('authenticate', async () => void ran.push('sign-in'));
  const permission: preValidationHookHandler = async () => void ran.push('permission');
  return { app: instance, ran, permission };
}

const guard = (ran: string[], name: string) => (request: FastifyRequest) => void ran.push(`${name} ${request.url}`);

describe('guardRoutes', () => {
  it('runs a guard right after sign-in, only on the paths it names', async () => {
    const { app: server, ran, permission } = app();
    await server.register(async (plugin) => {
      guardRoutes(plugin, { '/rate': guard(ran, 'customer only') });
      plugin.post('/rate', { preValidation: [plugin.authenticate, permission] }, async () => 'ok');
      plugin.post('/other', { preValidation: [plugin.authenticate, permission] }, async () => 'ok');
    }, { prefix: '/api' });
    await server.inject({ method: 'POST', url: '/api/rate' });
    await server.inject({ method: 'POST', url: '/api/other' });
    expect(ran).toEqual(['sign-in', 'customer only /api/rate', 'permission', 'sign-in', 'permission']);
  });

  it('runs one guard on every route after the permission check when asked', async () => {
    const { app: server, ran, permission } = app();
    await server.register(async (plugin) => {
      guardRoutes(plugin, guard(ran, 'no guests'), { after: 'permission' });
      plugin.get('/invoices', { preValidation: [plugin.authenticate, permission] }, async () => 'ok');
    });
    await server.inject({ method: 'GET', url: '/invoices' });
    expect(ran).toEqual(['sign-in', 'permission', 'no guests /invoices']);
  });

  it('refuses at registration a guarded route that does not sign its caller in', async () => {
    const { app: server, ran } = app();
    const registered = server.register(async (plugin) => {
      guardRoutes(plugin, { '/public': guard(ran, 'never') });
      plugin.get('/public', async () => 'ok');
    });
    await expect(registered).rejects.toThrow('guardRoutes: GET /public does not sign its caller in');
  });
});
