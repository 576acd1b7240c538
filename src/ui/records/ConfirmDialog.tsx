/**
 * The confirmation before a destructive action (delete, status change). `onConfirm` answers null when
 * done, or the server's refusal, which is shown in place (e.g. a 409 naming what still depends on it).
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Dialog.Description color="fg">{children}</Dialog.Description>
              {refusal && <FailureAlert message={refusal} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} loading={busy} disabled={refusal !== null} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
