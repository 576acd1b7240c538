/**
 * Access rules a permission key alone cannot say (only customer users rate, only customer admins edit
 * the playbook, Manage Approvals needs the Approval key *and* an administrator or partner, guest
 * accounts never see invoices): each runs on its routes after sign-in and before body validation,
 * like defineRoute's own guards, so a caller without access gets 403 whatever they send.
 *
 * @example
 * guardRoutes(app, { '/review/create': customerOnly, '/review/notnow': customerOnly });
 * guardRoutes(app, refuseGuestBilling, { after: 'permission' }); // every route of the plugin
 * defineRoute(app, { ...head('signedIn', '/review/create', 'Rates the service'), ... });
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

/** Throws (an HttpError 403) when the signed-in caller may not use the route. */
export type RouteGuard = (request: FastifyRequest) => void | Promise<void>;

/**
 * Where the guard runs: right after sign-in, so its own refusal comes before the permission check's
 * (the default), or after the permission check, so a caller without the key hears that first.
 */
export interface GuardPlacement {
  after: 'signIn' | 'permission';
}

/**
 * Puts a guard into the routes the plugin declares after this call: by each route's path within the
 * plugin, or one guard for every route. A guarded route that does not sign its caller in is a mistake
 * in the code, so it fails at registration rather than running the guard before sign-in.
 */
export function guardRoutes(app: FastifyInstance, guards: Record<string, RouteGuard> | RouteGuard, placement: GuardPlacement = { after: 'signIn' }): void {
  app.addHook('onRoute', (route) => {
    const guard = typeof guards === 'function' ? guards : guards[route.routePath];
    if (!guard) return;
    const hooks = route.preValidation ? [route.preValidation].flat() : [];
    const signIn = hooks.indexOf(app.authenticate);
    if (signIn < 0) throw new Error(`guardRoutes: ${String(route.method)} ${route.url} does not sign its caller in`);
    const check: preValidationAsyncHookHandler = async (request) => guard(request);
    hooks.splice(placement.after === 'signIn' ? signIn + 1 : hooks.length, 0, check);
    route.preValidation = hooks;
  });
}
