/**
 * "Export CSV" of a record list: downloads every row for the list's current search, sort and
 * filters (the server ignores the paging), within what the caller may see. The button spins while
 * the file is on the way; a refusal shows as a toast.
 *
 * @example <ExportButton path="branches" variables={list.variables} />
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { exportList, type ExportableList } from '../../gateway/download';
import { notify } from '../toaster';

/**
 * The list's variables as the export takes them: no paging, and filters that are record ids (kept
 * as text in the URL) as numbers, as the list queries send them.
 */
export function exportBody(variables: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (name === 'pageNumber' || name === 'pageSize' || value === undefined) continue;
    body[name] = name !== 'search' && name !== 'sort' && typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  }
  return body;
}

export function ExportButton({ path, variables }: { path: ExportableList; variables: Record<string, unknown> }) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const refusal = await exportList(path, exportBody(variables), tokenStore.token());
    setRunning(false);
    if (refusal) notify({ severity: 'error', body: refusal });
  };
  return (
    <Button size="sm" variant="outline" flexShrink={0} whiteSpace="nowrap" loading={running} loadingText="Exporting" onClick={() => void run()}>
      Export CSV
    </Button>
  );
}
