/**
 * The confirmation before a destructive action (delete, status change). `onConfirm` answers null when
 * done, or the server's refusal, which is shown in place (e.g. a 409 naming what still depends on it).
 */
import { useState, type ReactNode } from 'react';
import { Dialog } from '@chakra-ui/react';
import { DialogShell } from './DialogShell';
import { FailureAlert } from './FailureAlert';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, e.g. "Delete the customer <strong>Acme</strong>? This cannot be undone." */
  children: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are ("Cancel" unless said). */
  cancelLabel?: string;
  /** Red for destructive actions (the default). */
  tone?: 'danger' | 'neutral';
  busy: boolean;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', tone = 'danger', busy, onConfirm, onClose }: ConfirmDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    const refused = await onConfirm();
    if (refused) setRefusal(refused);
    else close();
  };

  return (
    <DialogShell alert open={open} title={title} onClose={close} confirmLabel={confirmLabel} onConfirm={() => void confirm()} danger={tone === 'danger'} busy={busy} confirmDisabled={refusal !== null} cancelLabel={cancelLabel}>
      <Dialog.Description color="fg">{children}</Dialog.Description>
      {refusal && <FailureAlert message={refusal} />}
    </DialogShell>
  );
}
