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

export function ExportButton({ path, variables }: { path: ExportableList; variables: object }) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const refusal = await exportList(path, variables, tokenStore.token());
    setRunning(false);
    if (refusal) notify({ severity: 'error', body: refusal });
  };
  return (
    <Button size="sm" variant="outline" loading={running} loadingText="Exporting" onClick={() => void run()}>
      Export CSV
    </Button>
  );
}
