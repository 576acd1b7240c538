/**
 * "Request storage": more space for one customer, with a reason. The server checks the fields (their
 * messages show at the field) and that no other request of the customer is pending (409, in place).
 */
import { useState } from 'react';
import { Input, Text, Textarea } from '@chakra-ui/react';
import { failureOf } from '../../gateway/failure';
import { DialogShell } from '../../ui/records/DialogShell';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { storageSizeOfMb } from '../../ui/format';
import { notify } from '../../ui/toaster';
import { useRequestStorage } from './use-storage';

export interface RequestTarget {
  customerId: number;
  customerName: string;
  quotaMb: number;
  /** Customer users ask for their own customer: the server knows which. */
  own: boolean;
}

export function RequestStorageDialog({ target, onClose }: { target: RequestTarget | null; onClose: () => void }) {
  const [{ fetching }, request] = useRequestStorage();
  const [mb, setMb] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setMb('');
    setReason('');
    setErrors({});
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    if (!target) return;
    const missing: Record<string, string> = {};
    if (mb.trim() === '') missing.requested_mb = 'This field is required';
    if (reason.trim() === '') missing.reason = 'This field is required';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const result = await request({ input: { requested_mb: Number(mb), reason, ...(target.own ? {} : { customer_id: target.customerId }) } });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setRefusal(failure.message);
      return;
    }
    notify({ severity: 'success', body: 'Storage request sent successfully' });
    close();
  };

  return (
    <DialogShell form open={target !== null} title="Request storage" onClose={close} confirmLabel="Send Request" onConfirm={() => void submit()} busy={fetching}>
      <Text>
        Ask for more space for <strong>{target?.customerName}</strong> (now {target ? storageSizeOfMb(target.quotaMb) : ''}). An administrator or the customer’s partner approves it.
      </Text>
      <FormField label="Additional space (MB)" error={errors.requested_mb} required>
        <Input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={mb}
          onChange={(event) => {
            setMb(event.target.value);
            setErrors(({ requested_mb: _, ...rest }) => rest);
          }}
        />
      </FormField>
      <FormField label="Reason" error={errors.reason} required>
        <Textarea
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
        />
      </FormField>
      {refusal && <FailureAlert message={refusal} />}
    </DialogShell>
  );
}
