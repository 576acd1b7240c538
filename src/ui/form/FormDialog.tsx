/**
 * A form of the kernel in a dialog (the app's DialogShell): the error summary and a refusal no field
 * shows above the fields, Cancel and the submit in the footer. Cancel, Escape and the backdrop close
 * it and drop what was typed; a save closes it through the form's `saved.close`. Fields inside find
 * the form as in a FormShell.
 */
import type { ReactNode } from 'react';
import { DialogShell } from '../records/DialogShell';
import { FormAlerts, FormScope } from './FormShell';
import type { FormKernel } from './use-record-form';

export function FormDialog({ form, open, title, submitLabel, onClose, children }: { form: FormKernel; open: boolean; title: string; submitLabel: string; onClose(): void; children: ReactNode }) {
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <DialogShell form formRef={form.formRef} open={open} title={title} onClose={close} confirmLabel={submitLabel} onConfirm={() => void form.onSubmit()} busy={form.saving}>
      <FormScope form={form}>
        <FormAlerts />
        {children}
      </FormScope>
    </DialogShell>
  );
}
