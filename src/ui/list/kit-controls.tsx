/**
 * A row's Delete and "Status" over the kit's confirmations (src/ui/records/RecordDialogs.tsx), from a
 * record's delete and status mutations: what a list needs when its record has no dialog of its own.
 */
import type { CombinedError } from 'urql';
import { failureOf } from '../../gateway/failure';
import { DeleteRecordDialog, StatusChangeDialog } from '../records/RecordDialogs';
import type { EntityStatus } from '../records/StatusBadge';
import type { RowControl } from './RecordListPage';

/** A mutation hook's answer, as far as the dialogs read it. */
type Mutation<Variables, Data> = readonly [{ fetching: boolean }, (variables: Variables) => Promise<{ error?: CombinedError | undefined; data?: Data | undefined }>];

/** The delete mutation answers one field (`deleteAgent`) with the server's message. */
export type DeleteMutation = Mutation<{ id: string }, Record<string, { messages: string }>>;
export type StatusMutation = Mutation<{ id: string; status: EntityStatus }, unknown>;

interface KitRecord {
  id: string;
  name: string;
  status: EntityStatus;
}

export function kitControls<Item extends KitRecord>(thing: string, [deleted, runDelete]: DeleteMutation, [changed, runStatus]: StatusMutation): { remove: RowControl<Item>; status: RowControl<Item> } {
  return {
    remove: {
      dialog: (row, onClose) => (
        <DeleteRecordDialog
          thing={thing}
          name={row?.name ?? null}
          busy={deleted.fetching}
          onDelete={async () => {
            const result = await runDelete({ id: row?.id ?? '' });
            return { failure: failureOf(result.error), messages: Object.values(result.data ?? {})[0]?.messages };
          }}
          onClose={onClose}
        />
      ),
    },
    status: {
      dialog: (row, onClose) => (
        <StatusChangeDialog
          thing={thing}
          record={row}
          busy={changed.fetching}
          onChange={async (status) => ({ failure: failureOf((await runStatus({ id: row?.id ?? '', status })).error) })}
          onClose={onClose}
        />
      ),
    },
  };
}
