/**
 * The head every route of one module shares (DESIGN §5): its method (POST unless named), its url, who
 * may call it, what it does (the OpenAPI summary) and the module's OpenAPI tags. A route then opens
 * with the one line that sets it apart.
 *
 * @example
 * const head = routeHead(['projects']);
 * defineRoute(app, { ...head(VIEW, '/projects/addenda/:id', 'The addenda'), ... });
 */
import type { Access, RouteSpec } from './define-route';

type Method = RouteSpec<undefined, undefined, undefined>['method'];

export function routeHead(tags: string[]) {
  return <const U extends string, const M extends Method = 'POST'>(access: Access, url: U, summary: string, method?: M) => ({
    method: method ?? ('POST' as M),
    url,
    access,
    tags,
    summary,
  });
}
