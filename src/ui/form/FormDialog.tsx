/**
 * A form of the kernel in a dialog (the app's DialogShell): the error summary and a refusal no field
 * shows above the fields, Cancel and the submit in the footer. Cancel, Escape and the backdrop close
 * it and drop what was typed; a save closes it through the form's `saved.close`. Fields inside find
 * the form as in a FormShell. A confirmation with a note is an alert dialog (`alert`, `danger`).
 */
import type { ReactNode } from 'react';
import { DialogShell, type DialogShellProps } from '../records/DialogShell';
import { FormAlerts, FormScope } from './FormShell';
import type { FormKernel } from './use-record-form';

export function FormDialog({
  form,
  open,
  title,
  submitLabel,
  onClose,
  children,
  ...shell
}: { form: FormKernel; open: boolean; title: string; submitLabel: string; onClose(): void; children: ReactNode } & Pick<DialogShellProps, 'alert' | 'danger' | 'confirmDisabled'>) {
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <DialogShell {...shell} form formRef={form.formRef} open={open} title={title} onClose={close} confirmLabel={submitLabel} onConfirm={() => void form.onSubmit()} busy={form.saving}>
      <FormScope form={form}>
        <FormAlerts />
        {children}
      </FormScope>
    </DialogShell>
  );
}
