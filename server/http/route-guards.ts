/**
 * Access rules a permission key alone cannot say (only customer users rate, only customer admins edit
 * the playbook, Manage Approvals needs the Approval key *and* an administrator or partner): each runs
 * on its routes right after sign-in and before the permission check and body validation, like
 * defineRoute's own guards, so a caller without access gets 403 whatever they send.
 *
 * @example
 * guardRoutes(app, { '/review/create': customerOnly, '/review/notnow': customerOnly });
 * defineRoute(app, { ...head('signedIn', '/review/create', 'Rates the service'), ... });
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

/** Throws (an HttpError 403) when the signed-in caller may not use the route. */
export type RouteGuard = (request: FastifyRequest) => void | Promise<void>;

/** Puts each guard (by the route's path within the plugin) into the routes the plugin declares after this call. */
export function guardRoutes(app: FastifyInstance, guards: Record<string, RouteGuard>): void {
  app.addHook('onRoute', (route) => {
    const guard = guards[route.routePath];
    if (!guard) return;
    const hooks = route.preValidation ? [route.preValidation].flat() : [];
    const check: preValidationAsyncHookHandler = async (request) => guard(request);
    hooks.splice(hooks.indexOf(app.authenticate) + 1, 0, check);
    route.preValidation = hooks;
  });
}
