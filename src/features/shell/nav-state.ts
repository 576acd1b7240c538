/**
 * Which menu entry the current path highlights. Group opening is the domain's rule
 * (`isGroupOpen`); this only decides the highlight, so nested screens (`/projects/view/7`) keep
 * their section lit.
 */
import type { MenuItem } from '../../domain/menu';

/** The item's own page or a page below it; the Dashboard only on `/` itself. */
export function isItemActive(item: Pick<MenuItem, 'path'>, currentPath: string): boolean {
  if (item.path === '/') return currentPath === '/';
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  return path === item.path || path.startsWith(`${item.path}/`);
}

/** Initials for an avatar without an image: "Ada Lovelace" → "AL", "admin" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
