/**
 * A list's export buttons ("Export CSV", and "Export PDF" where the list has one): each downloads every
 * row for the list's current search, sort and filters (the server ignores the paging), within what the
 * caller may see. A button spins while its file is on the way, the others wait; a refusal shows as a toast.
 *
 * @example <ListExports exports={[csvExport('branches', list.variables)]} />
 */
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { exportList, type ExportableList } from '../../gateway/download';
import { notify } from '../toaster';

export interface ListExport {
  label: string;
  /** Downloads the file; answers the refusal's message, or null. */
  download(token: string | null): Promise<string | null>;
}

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

/** A record list's CSV (`POST /api/<path>/export`). */
export const csvExport = (path: ExportableList, variables: Record<string, unknown>): ListExport => ({
  label: 'Export CSV',
  download: (token) => exportList(path, exportBody(variables), token),
});

export function ListExports({ exports }: { exports: readonly ListExport[] }) {
  const [running, setRunning] = useState<string | null>(null);
  const run = async ({ label, download }: ListExport) => {
    setRunning(label);
    const refusal = await download(tokenStore.token());
    setRunning(null);
    if (refusal) notify({ severity: 'error', body: refusal });
  };
  return (
    <HStack gap="2">
      {exports.map((each) => (
        <Button
          key={each.label}
          size="sm"
          variant="outline"
          flexShrink={0}
          whiteSpace="nowrap"
          loading={running === each.label}
          loadingText="Exporting"
          disabled={running !== null}
          onClick={() => void run(each)}
        >
          {each.label}
        </Button>
      ))}
    </HStack>
  );
}
