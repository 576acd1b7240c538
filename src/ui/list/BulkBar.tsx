/**
 * The bar over a list with rows selected: "3 selected", the bulk actions the caller may take
 * (Activate, Deactivate, Delete — the delete behind a confirmation — and a screen's own actions) and
 * Clear selection. Each kernel action calls the generic gateway mutation; the summary goes to a toast
 * and the answer's rows back to the list, which marks the refused ones. A screen's own action hands
 * its per-row answer back the same way (`done`).
 */
import { useState, type ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from 'urql';
import { failureOf } from '../../gateway/failure';
import { notify } from '../toaster';
import { ConfirmDialog } from '../records/ConfirmDialog';
import { BULK_DELETE, BULK_STATUS, bulkSummary, type BulkAction, type BulkResourceName, type BulkResult } from './bulk';

/** The selection as a screen's own bulk actions see it. */
export interface BulkSelection<Item> {
  ids: readonly string[];
  /** The selected rows (their statuses decide what a lifecycle allows on every one). */
  rows: readonly Item[];
  /** Hands back the action's answer per row: the selection clears and refused rows show their reason. */
  done(result: BulkResult): void;
  clear(): void;
}

export interface BulkOptions<Item> {
  /** The gateway's name of the resource (`branches`, `addons`, ...), for Activate, Deactivate and Delete. */
  resource?: BulkResourceName;
  /** Activate and Deactivate (the caller may update). */
  status?: boolean;
  /** Delete (the caller may delete). */
  remove?: boolean;
  /** The screen's own actions on the selected rows; leave undefined when there are none for this user. */
  more?: ((selection: BulkSelection<Item>) => ReactNode) | undefined;
}

/** Rows may be selected: the caller may take at least one bulk action. */
export const selectableWith = <Item,>(options: BulkOptions<Item> | undefined): boolean =>
  Boolean(options && ((options.resource && (options.status || options.remove)) || options.more));

export function BulkBar<Item>({
  options,
  ids,
  rows,
  noun,
  onDone,
  onClear,
}: {
  options: BulkOptions<Item>;
  ids: readonly string[];
  rows: readonly Item[];
  noun: readonly [singular: string, plural: string];
  onDone(result: BulkResult): void;
  onClear(): void;
}) {
  const [statusState, bulkStatus] = useMutation(BULK_STATUS);
  const [deleteState, bulkDelete] = useMutation(BULK_DELETE);
  const [confirming, setConfirming] = useState(false);
  const busy = statusState.fetching || deleteState.fetching;
  const count = ids.length;
  const things = count === 1 ? noun[0] : noun[1];

  /** Runs one action; answers the failure's message (null when the server answered per row). */
  const run = async (action: BulkAction): Promise<string | null> => {
    if (!options.resource) return 'This list has no such bulk action';
    const variables = { resource: options.resource, ids: [...ids] };
    const answer = action === 'delete' ? await bulkDelete(variables) : await bulkStatus({ ...variables, status: action === 'activate' ? 'active' : 'inactive' });
    const failure = failureOf(answer.error);
    if (failure) return failure.message;
    const result = answer.data && ('bulkDelete' in answer.data ? answer.data.bulkDelete : answer.data.bulkStatus);
    if (!result) return 'No answer from the server';
    const refused = result.rows.some((row) => row.result === 'refused');
    notify({ body: bulkSummary(result.rows, noun, action), severity: refused ? 'warning' : 'success' });
    onDone(result);
    return null;
  };

  const runStatus = async (action: BulkAction) => {
    const failure = await run(action);
    if (failure) notify({ body: failure, severity: 'error' });
  };

  return (
    <HStack role="region" aria-label="Bulk actions" px="4" py="2" gap="3" wrap="wrap" bg="brand.subtle" borderBottomWidth="1px" borderColor="border.muted">
      <Text fontWeight="medium" aria-live="polite">
        {count} selected
      </Text>
      {options.resource && options.status && (
        <>
          <Button size="xs" variant="outline" bg="bg" disabled={busy} onClick={() => void runStatus('activate')}>
            Activate
          </Button>
          <Button size="xs" variant="outline" bg="bg" disabled={busy} onClick={() => void runStatus('deactivate')}>
            Deactivate
          </Button>
        </>
      )}
      {options.resource && options.remove && (
        <Button size="xs" variant="outline" bg="bg" colorPalette="red" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      {options.more?.({ ids, rows, done: onDone, clear: onClear })}
      <Button size="xs" variant="ghost" disabled={busy} onClick={onClear}>
        Clear selection
      </Button>
      <ConfirmDialog open={confirming} title={`Delete ${count} ${things}?`} confirmLabel="Delete" busy={deleteState.fetching} onConfirm={() => run('delete')} onClose={() => setConfirming(false)}>
        Each of the {count} selected {things} is deleted on its own; those still in use stay and say why. This cannot be undone.
      </ConfirmDialog>
    </HStack>
  );
}
