/**
 * What a request works out about its caller once and then only reads (the grouped permissions, the
 * record scopes, the users module's caller): kept with the request object, so it goes when the
 * request does, and a second question in the same request costs nothing.
 */
import type { FastifyRequest } from 'fastify';

/** `compute` runs at most once per request; a throw (e.g. no session) is not remembered. */
export function perRequest<T>(compute: (request: FastifyRequest) => T): (request: FastifyRequest) => T {
  const known = new WeakMap<FastifyRequest, { value: T }>();
  return (request) => {
    const hit = known.get(request);
    if (hit) return hit.value;
    const value = compute(request);
    known.set(request, { value });
    return value;
  };
}
