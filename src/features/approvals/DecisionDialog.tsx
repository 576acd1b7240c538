/** Approve or reject a storage request, with an optional note; a refusal (409: decided meanwhile) shows in place. */
import { useCallback } from 'react';
import { Text } from '@chakra-ui/react';
import { storageDecisionContract } from '../../domain/contracts/storage';
import { TextAreaField } from '../../ui/form/fields';
import { FormDialog } from '../../ui/form/FormDialog';
import { useRecordForm } from '../../ui/form/use-record-form';
import { storageSizeOfMb } from '../../ui/format';
import { useDecide, type StorageRequestRow } from './use-approvals';

export interface Decision {
  request: StorageRequestRow;
  approve: boolean;
}

const EMPTY = { note: '' };

export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const [, decide] = useDecide();
  const toInput = useCallback((values: typeof EMPTY) => ({ id: Number(decision?.request.id), approve: decision?.approve === true, note: values.note }), [decision]);
  const form = useRecordForm({
    contract: storageDecisionContract,
    defaultValues: EMPTY,
    toInput,
    submit: ({ id, approve, note }) => decide({ id: String(id), approve, ...(note ? { note } : {}) }),
    saved: {
      notice: ({ data }) => {
        const email = (data as { decideStorageRequest: StorageRequestRow } | undefined)?.decideStorageRequest.email_status;
        return {
          severity: email === 'failed' ? 'warning' : 'success',
          body: `${decision?.approve ? 'Storage request approved successfully' : 'Storage request rejected successfully'}${email === 'failed' ? '; the email could not be sent' : ''}`,
        };
      },
      close: onClose,
    },
  });
  const request = decision?.request;
  const verb = decision?.approve ? 'Approve' : 'Reject';

  return (
    <FormDialog alert form={form} open={decision !== null} title={`${verb} storage request`} submitLabel={verb} onClose={onClose} danger={!decision?.approve} confirmDisabled={form.failure !== null}>
      <Text>
        {verb} <strong>{storageSizeOfMb(request?.requested_mb ?? 0)}</strong> more for <strong>{request?.customer_name}</strong>?{' '}
        {decision?.approve ? `Its quota becomes ${storageSizeOfMb((request?.quota_mb ?? 0) + (request?.requested_mb ?? 0))}.` : 'Its quota stays as it is.'} The customer is emailed the decision.
      </Text>
      <TextAreaField name="note" label="Note to the customer" />
    </FormDialog>
  );
}
