/**
 * The confirmations every record list uses: delete (a refusal such as a 409 "still has 3 branches"
 * shows in place) and status change (with the new status to choose).
 */
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import type { GatewayFailure } from '../../gateway/failure';
import { notify } from '../toaster';
import { ConfirmDialog } from './ConfirmDialog';
import { OptionSelect } from './OptionSelect';
import type { Status } from '../../domain/contracts/fields';
import { STATUS_OPTIONS } from './StatusBadge';

/** What a write answers to the dialogs: the server's refusal, or its message on success. */
export type WriteOutcome = { failure: GatewayFailure | null; messages?: string | undefined };

/** The confirmation before a record is deleted; a refusal (409: others still use it) shows in place. */
export function DeleteRecordDialog({
  thing,
  name,
  detail,
  done,
  busy,
  onDelete,
  onClose,
}: {
  /** e.g. "service". */
  thing: string;
  /** The record's name; null when the dialog is closed. */
  name: string | null;
  /** What follows the name (" (01/01/2026)", " of Acme"). */
  detail?: string | undefined;
  /** The toast when the server sends no message ("The service was deleted" unless said). */
  done?: string | undefined;
  busy: boolean;
  onDelete(): Promise<WriteOutcome>;
  onClose(): void;
}) {
  const confirm = async () => {
    const { failure, messages } = await onDelete();
    if (failure) return failure.message;
    notify({ severity: 'success', body: messages ?? done ?? `The ${thing} was deleted` });
    return null;
  };
  return (
    <ConfirmDialog open={name !== null} title={`Delete ${thing}`} confirmLabel="Delete" busy={busy} onConfirm={confirm} onClose={onClose}>
      Delete the {thing} <strong>{name}</strong>{detail}? This cannot be undone.
    </ConfirmDialog>
  );
}

/** The confirmation of a status change, with the new status to choose. */
export function StatusChangeDialog({
  thing,
  record,
  busy,
  onChange,
  onClose,
}: {
  thing: string;
  record: { name: string; status: Status } | null;
  busy: boolean;
  onChange(status: Status): Promise<WriteOutcome>;
  onClose(): void;
}) {
  return record ? <OpenStatusDialog key={record.name} thing={thing} record={record} busy={busy} onChange={onChange} onClose={onClose} /> : null;
}

function OpenStatusDialog({
  thing,
  record,
  busy,
  onChange,
  onClose,
}: {
  thing: string;
  record: { name: string; status: Status };
  busy: boolean;
  onChange(status: Status): Promise<WriteOutcome>;
  onClose(): void;
}) {
  const [status, setStatus] = useState<Status>(record.status === 'active' ? 'inactive' : 'active');
  const confirm = async () => {
    const { failure } = await onChange(status);
    if (failure) return failure.message;
    notify({ severity: 'success', body: `${record.name} is now ${status}` });
    return null;
  };
  return (
    <ConfirmDialog open title="Change status" confirmLabel="Change status" tone="neutral" busy={busy} onConfirm={confirm} onClose={onClose}>
      <Stack gap="3">
        <span>
          Change the status of the {thing} <strong>{record.name}</strong>?
        </span>
        <OptionSelect label="New status" value={status} options={STATUS_OPTIONS} onChange={(value) => setStatus(value as Status)} width="full" />
      </Stack>
    </ConfirmDialog>
  );
}

