/**
 * A record list's words and permission key, read from the shell routes table (src/domain/shell-routes.ts),
 * which already names each record area's list ("Manage Added Services"), its create form ("Create Added
 * Service") and its key: the heading, the Create link, the Edit links, the noun ("2 of 3 added services
 * deleted") and the search's label all come from there, so a screen cannot word them differently.
 */
import { SHELL_ROUTES } from '../../domain/shell-routes';
import type { PermissionKey } from '../../domain/permissions';

/** Who may write: the holders of a permission key's flags, or administrators only (services, add-ons). */
export type ListAccess = PermissionKey | 'admin';

export interface RecordArea {
  /** The heading and document title: "Manage Added Services". */
  title: string;
  create: { href: string; label: string };
  editHref(id: string): string;
  noun: readonly [singular: string, plural: string];
  access: ListAccess;
}

/** The area of a record list path (`/added-services`); an area without a key is the administrators' (its menu item is admin only). */
export function recordArea(path: `/${string}`): RecordArea {
  const route = (at: string) => {
    const found = SHELL_ROUTES.find((candidate) => candidate.path === at);
    if (!found) throw new Error(`No shell route ${at}: a record list needs its list and create routes`);
    return found;
  };
  const list = route(path);
  const create = route(`${path}/create`);
  const thing = create.title.replace(/^Create /, '');
  return {
    title: list.title,
    create: { href: create.path, label: create.title },
    editHref: (id) => `${path}/edit/${id}`,
    noun: [thing.toLowerCase(), list.title.replace(/^Manage /, '').toLowerCase()],
    access: list.access.needs?.key ?? 'admin',
  };
}
