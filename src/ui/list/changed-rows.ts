/**
 * Rows that changed between two renders of a list (someone else saved them; the list refetched on
 * `record:changed`): compared by id on a version (revision or updated_at), so they can be briefly
 * highlighted. Rows that are new to the page (another page, another sort) are not "changed".
 */
import { useEffect, useRef, useState } from 'react';

export type Versions = ReadonlyMap<string, string>;

export function versionsOf<Row>(rows: readonly Row[], idOf: (row: Row) => string, versionOf: (row: Row) => string | number | undefined): Map<string, string> {
  const versions = new Map<string, string>();
  for (const row of rows) {
    const version = versionOf(row);
    if (version !== undefined) versions.set(idOf(row), String(version));
  }
  return versions;
}

/** The ids present in both renders whose version differs. */
export function changedIds(before: Versions, after: Versions): Set<string> {
  const changed = new Set<string>();
  for (const [id, version] of after) {
    const previous = before.get(id);
    if (previous !== undefined && previous !== version) changed.add(id);
  }
  return changed;
}

export const HIGHLIGHT_MS = 2500;

/** The ids to highlight now; they fade after HIGHLIGHT_MS. */
export function useChangedRows<Row>(rows: readonly Row[] | undefined, idOf: (row: Row) => string, versionOf: ((row: Row) => string | number | undefined) | undefined): ReadonlySet<string> {
  const previous = useRef<Versions>(new Map());
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!rows || !versionOf) return;
    const current = versionsOf(rows, idOf, versionOf);
    const changed = changedIds(previous.current, current);
    previous.current = current;
    if (changed.size > 0) setHighlighted(changed);
    // The rows array is the query's answer: a new one means a refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);
  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}
