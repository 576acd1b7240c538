/**
 * A row's Delete and status control behind the kit's confirmations, from the record's delete and
 * status mutations (the hooks' tuples): the list screens declare their words, not their dialogs. The
 * record's noun and a row's name come from the page (RowDialogContext).
 */
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { failureOf } from '../../gateway/failure';
import { ConfirmDialog } from '../records/ConfirmDialog';
import { DeleteRecordDialog, StatusChangeDialog } from '../records/RecordDialogs';
import type { Status } from '../../domain/contracts/fields';
import { notify } from '../toaster';
import type { RowControl, StatusControl } from './RecordListPage';

/** A mutation hook's answer, as far as the dialogs read it. */
type Mutation<Variables, Data> = readonly [{ fetching: boolean }, (variables: Variables) => Promise<{ error?: CombinedError | undefined; data?: Data | undefined }>];

/** The delete mutation answers one field (`deleteAgent`) with the server's message. */
export type DeleteMutation = Mutation<{ id: string }, Record<string, { messages: string }>>;
export type StatusMutation = Mutation<{ id: string; status: Status }, unknown>;

interface Identified {
  id: string;
}

/** Delete: "Delete the holiday <name> (dates)? This cannot be undone."; a refusal (409) shows in place. */
export function deleteControl<Item extends Identified>([deleted, runDelete]: DeleteMutation, words: { detail?(row: Item): string; done?: string } = {}): RowControl<Item> {
  return {
    dialog: (row, { close, thing, nameOf }) => (
      <DeleteRecordDialog
        thing={thing}
        name={row && nameOf(row)}
        detail={row ? words.detail?.(row) : undefined}
        done={words.done}
        busy={deleted.fetching}
        onDelete={async () => {
          const result = await runDelete({ id: row?.id ?? '' });
          return { failure: failureOf(result.error), messages: Object.values(result.data ?? {})[0]?.messages };
        }}
        onClose={close}
      />
    ),
  };
}

/**
 * Activate / Deactivate: the row's status flips (an active record is deactivated, any other activated)
 * after "Deactivate the branch <name>?" (or the screen's own `body`); the toast says "Branch deactivated".
 */
export function toggleControl<Item extends Identified & { status: Status }>([changed, runStatus]: StatusMutation, body?: (row: Item | null, activating: boolean) => ReactNode): StatusControl<Item> {
  return {
    toggleFrom: (row) => row.status,
    dialog: (row, { close, thing, nameOf }) => {
      const activating = row !== null && row.status !== 'active';
      const verb = activating ? 'Activate' : 'Deactivate';
      const confirm = async () => {
        if (!row) return null;
        const failure = failureOf((await runStatus({ id: row.id, status: activating ? 'active' : 'inactive' })).error);
        if (failure) return failure.message;
        notify({ severity: 'success', body: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${activating ? 'activated' : 'deactivated'}` });
        return null;
      };
      return (
        <ConfirmDialog open={row !== null} title={`${verb} ${thing}`} confirmLabel={verb} tone={activating ? 'neutral' : 'danger'} busy={changed.fetching} onConfirm={confirm} onClose={close}>
          {body ? (
            body(row, activating)
          ) : (
            <>
              {verb} the {thing} <strong>{row && nameOf(row)}</strong>?
            </>
          )}
        </ConfirmDialog>
      );
    },
  };
}

/** Delete and "Status" (a chooser of the new status) in the kit's words, for a record with no words of its own. */
export function kitControls<Item extends Identified & { name: string; status: Status }>(remove: DeleteMutation, [changed, runStatus]: StatusMutation) {
  const status: RowControl<Item> = {
    dialog: (row, { close, thing }) => (
      <StatusChangeDialog
        thing={thing}
        record={row}
        busy={changed.fetching}
        onChange={async (next) => ({ failure: failureOf((await runStatus({ id: row?.id ?? '', status: next })).error) })}
        onClose={close}
      />
    ),
  };
  return { remove: deleteControl<Item>(remove), status };
}
