/**
 * Where a dashboard number leads: the list of exactly the records it counts, with the list's state in
 * its URL (written by the list's own `listHref`, so the list reads back the same filters). No link to a
 * screen the user may not open (the shell routes' own rule), and on a customer dashboard only to lists
 * that can be narrowed to that customer (else the list would show more than the card counted).
 */
import type { MenuSubject } from '../../domain/menu';
import type { UserPermissions } from '../../domain/permissions';
import { mayOpen, SHELL_ROUTES } from '../../domain/shell-routes';
import { listHref, type Filters } from '../../ui/records/use-list-state';

/** The lists the dashboard links to, and the filter each narrows to one customer with (none: it cannot). */
const CUSTOMER_FILTER = {
  '/projects': 'customer',
  '/invoices': 'customer_id',
  '/customers': null,
  '/partners': null,
  '/agents': null,
  '/users': null,
  '/nps/nps-details': null,
  '/storage': null,
} as const;

export type ListPath = keyof typeof CUSTOMER_FILTER;

/** A link to a list with filters, or undefined where there is none for this user and dashboard. */
export type DrillDown = (path: ListPath, filters?: Filters) => string | undefined;

/** Whether the user may open the screen at `path` (a concrete path, matched against the route patterns). */
export function mayOpenPath(path: string, user: MenuSubject, permissions: UserPermissions): boolean {
  const route = SHELL_ROUTES.find((candidate) => new RegExp(`^${candidate.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
  return route !== undefined && mayOpen(route.access, user, permissions);
}

export function drillDown(user: MenuSubject | null, permissions: UserPermissions, customerId: number | undefined): DrillDown {
  return (path, filters = {}) => {
    if (user === null || !mayOpenPath(path, user, permissions)) return undefined;
    if (customerId === undefined) return listHref(path, filters);
    const name = CUSTOMER_FILTER[path];
    return name === null ? undefined : listHref(path, { ...filters, [name]: String(customerId) });
  };
}

/** A link to a record's screen (`/view-customer/3`), where the user may open it. */
export function recordHref(path: string, user: MenuSubject | null, permissions: UserPermissions): string | undefined {
  return user !== null && mayOpenPath(path, user, permissions) ? path : undefined;
}
