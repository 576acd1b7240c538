/** The confirmation dialog itself, loaded the first time one opens (see ConfirmDialog.tsx). */
import { useState } from 'react';
import { Dialog } from '@chakra-ui/react';
import { DialogShell } from './DialogShell';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { FailureAlert } from './FailureAlert';

export default function ConfirmDialogBody({ open, title, children, confirmLabel, cancelLabel = 'Cancel', tone = 'danger', busy, onConfirm, onClose }: ConfirmDialogProps) {
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
