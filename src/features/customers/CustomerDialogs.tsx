/**
 * The confirmations before a customer is deleted (the kit's dialog: a 409 naming its branches and
 * users shows in place) or has its status changed, and the "Extend Trial" dialog.
 */
import { useState } from 'react';
import { Dialog, Input } from '@chakra-ui/react';
import type { Status } from '../../domain/contracts/fields';
import { MESSAGES } from '../../domain/validation';
import { failureOf } from '../../gateway/failure';
import { DialogShell } from '../../ui/records/DialogShell';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { notify } from '../../ui/toaster';
import type { Customer } from './customer-fields';
import { usDay } from '../../ui/format';
import { useDeleteCustomer, useExtendCustomerTrial, useSetCustomerStatus } from './use-customer-writes';

type Named = Pick<Customer, 'id' | 'name'>;

export function DeleteCustomerDialog({ customer, onClose, onDeleted }: { customer: Named | null; onClose: () => void; onDeleted?: () => void }) {
  const [{ fetching }, deleteCustomer] = useDeleteCustomer();
  const remove = async () => {
    const result = await deleteCustomer({ id: customer?.id ?? '' });
    const failure = failureOf(result.error);
    if (!failure) onDeleted?.();
    return { failure, messages: result.data?.deleteCustomer.messages };
  };
  return <DeleteRecordDialog thing="customer" name={customer?.name ?? null} busy={fetching} onDelete={remove} onClose={onClose} />;
}

export function CustomerStatusDialog({ customer, onClose }: { customer: Pick<Customer, 'id' | 'name' | 'status'> | null; onClose: () => void }) {
  const [{ fetching }, setStatus] = useSetCustomerStatus();
  const change = async (status: Status) => {
    const result = await setStatus({ id: customer?.id ?? '', status });
    return { failure: failureOf(result.error) };
  };
  return <StatusChangeDialog thing="customer" record={customer} busy={fetching} onChange={change} onClose={onClose} />;
}

export const MAX_TRIAL_DAYS = 90;
const DAYS_RULE = `Enter a whole number of days from 1 to ${MAX_TRIAL_DAYS}`;

/** Asks how many days to add (1 to 90); a form of its own, as the days are checked before sending. */
export function ExtendTrialDialog({ customer, onClose }: { customer: Pick<Customer, 'id' | 'name' | 'trial_end'> | null; onClose: () => void }) {
  const [{ fetching }, extend] = useExtendCustomerTrial();
  const [days, setDays] = useState('14');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setError(undefined);
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    if (!customer) return;
    const count = Number(days);
    if (days.trim() === '' || !Number.isInteger(count) || count < 1 || count > MAX_TRIAL_DAYS) {
      setError(days.trim() === '' ? MESSAGES.fieldRequired : DAYS_RULE);
      return;
    }
    const result = await extend({ id: customer.id, days: count });
    const failure = failureOf(result.error);
    if (failure) {
      setError(failure.fieldErrors.days);
      if (!failure.fieldErrors.days) setRefusal(failure.message);
      return;
    }
    notify({ severity: 'success', body: `Trial extended to ${usDay(result.data?.extendCustomerTrial.trial_end ?? '')}` });
    close();
  };
  return (
    <DialogShell form open={customer !== null} title="Extend Trial" onClose={close} confirmLabel="Extend Trial" onConfirm={() => void submit()} busy={fetching}>
      <Dialog.Description color="fg">
        Extend the trial of <strong>{customer?.name}</strong>
        {customer?.trial_end ? `, which ends on ${usDay(customer.trial_end)}` : ''}. The days count from the end of the trial, or from today if it has already ended.
      </Dialog.Description>
      <FormField label="Days to add" required error={error}>
        <Input
          type="number"
          min={1}
          max={MAX_TRIAL_DAYS}
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      {refusal && <FailureAlert message={refusal} />}
    </DialogShell>
  );
}
