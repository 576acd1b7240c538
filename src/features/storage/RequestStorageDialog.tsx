/**
 * "Request storage": more space for one customer, with a reason, on the form kernel over
 * `storageRequestContract` (the server's body is built from it, so a message here is the server's).
 * The server adds that no other request of the customer is pending (409, at the top of the dialog).
 */
import { useCallback } from 'react';
import { Text } from '@chakra-ui/react';
import { storageRequestContract, type StorageRequestInput } from '../../domain/contracts/storage';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormDialog } from '../../ui/form/FormDialog';
import { useRecordForm } from '../../ui/form/use-record-form';
import { storageSizeOfMb } from '../../ui/format';
import { useRequestStorage } from './use-storage';

export interface RequestTarget {
  customerId: number;
  customerName: string;
  quotaMb: number;
  /** Customer users ask for their own customer: the server knows which. */
  own: boolean;
}

const EMPTY = { requested_mb: '', reason: '' };

export function RequestStorageDialog({ target, onClose }: { target: RequestTarget | null; onClose: () => void }) {
  const [, request] = useRequestStorage();
  const toInput = useCallback(
    (values: typeof EMPTY): StorageRequestInput => ({
      requested_mb: Number(values.requested_mb),
      reason: values.reason,
      ...(target && !target.own ? { customer_id: target.customerId } : {}),
    }),
    [target],
  );
  const form = useRecordForm({
    contract: storageRequestContract,
    defaultValues: EMPTY,
    toInput,
    submit: (input) => request({ input }),
    saved: { notice: 'Storage request sent successfully', close: onClose },
  });

  return (
    <FormDialog form={form} open={target !== null} title="Request storage" submitLabel="Send Request" onClose={onClose}>
      <Text>
        Ask for more space for <strong>{target?.customerName}</strong> (now {target ? storageSizeOfMb(target.quotaMb) : ''}). An administrator or the customer’s partner approves it.
      </Text>
      <TextField name="requested_mb" label="Additional space (MB)" type="number" inputMode="numeric" min="1" />
      <TextAreaField name="reason" label="Reason" />
    </FormDialog>
  );
}
