/**
 * The one dialog frame of the app's confirmations and small forms: title, body, Cancel and the
 * confirming button. With `form` the content is a form (Enter submits; the fields are checked by the
 * caller and the server, not the browser). Closing by Escape or the backdrop is Cancel.
 */
import type { ReactNode, Ref } from 'react';
import { Button, chakra, Dialog, Portal } from '@chakra-ui/react';

export interface DialogShellProps {
  open: boolean;
  title: ReactNode;
  /** The body: what will happen, the fields, a refusal. */
  children: ReactNode;
  /** Cancel, Escape or the backdrop. */
  onClose(): void;
  /** Confirmations are alert dialogs. */
  alert?: boolean;
  /** The content is a form that the confirming button submits. */
  form?: boolean;
  /** The form element, for a form kit that finds its fields in it (FormDialog). */
  formRef?: Ref<HTMLFormElement>;
  confirmLabel: ReactNode;
  onConfirm(): void;
  /** Red for destructive actions. */
  danger?: boolean;
  busy: boolean;
  confirmDisabled?: boolean;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  initialFocusEl?(): HTMLElement | null;
}

export function DialogShell({ open, title, children, onClose, alert, form, formRef, confirmLabel, onConfirm, danger, busy, confirmDisabled, cancelLabel = 'Cancel', cancelDisabled, initialFocusEl }: DialogShellProps) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        {children}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
        <Button type={form ? 'submit' : 'button'} colorPalette={danger ? 'red' : 'brand'} loading={busy} disabled={confirmDisabled} onClick={form ? undefined : onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root role={alert ? 'alertdialog' : 'dialog'} open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" initialFocusEl={initialFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {form ? (
              <chakra.form
                ref={formRef}
                display="contents"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {content}
              </chakra.form>
            ) : (
              content
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
