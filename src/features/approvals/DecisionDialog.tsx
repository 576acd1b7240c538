/** Approve or reject a storage request, with an optional note; a refusal (409: decided meanwhile) shows in place. */
import { useState } from 'react';
import { Text, Textarea } from '@chakra-ui/react';
import { failureOf } from '../../gateway/failure';
import type { StorageRequestRecord } from '../../gateway/resources/storage';
import { DialogShell } from '../../ui/records/DialogShell';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { storageSizeOfMb } from '../../ui/format';
import { notify } from '../../ui/toaster';
import { useDecide } from './use-approvals';

export interface Decision {
  request: StorageRequestRecord;
  approve: boolean;
}

export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const [{ fetching }, decide] = useDecide();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!decision) return;
    const result = await decide({ id: String(decision.request.id), approve: decision.approve, ...(note.trim() ? { note } : {}) });
    const failure = failureOf(result.error);
    if (failure) {
      setRefusal(failure.message);
      return;
    }
    const email = result.data?.decideStorageRequest.email_status;
    notify({
      severity: email === 'failed' ? 'warning' : 'success',
      body: `${decision.approve ? 'Storage request approved successfully' : 'Storage request rejected successfully'}${email === 'failed' ? '; the email could not be sent' : ''}`,
    });
    close();
  };
  const request = decision?.request;
  const verb = decision?.approve ? 'Approve' : 'Reject';

  return (
    <DialogShell
      alert
      open={decision !== null}
      title={`${verb} storage request`}
      onClose={close}
      confirmLabel={verb}
      onConfirm={() => void confirm()}
      danger={!decision?.approve}
      busy={fetching}
      confirmDisabled={refusal !== null}
    >
      <Text>
        {verb} <strong>{storageSizeOfMb(request?.requested_mb ?? 0)}</strong> more for <strong>{request?.customer_name}</strong>?{' '}
        {decision?.approve ? `Its quota becomes ${storageSizeOfMb((request?.quota_mb ?? 0) + (request?.requested_mb ?? 0))}.` : 'Its quota stays as it is.'} The customer is emailed the decision.
      </Text>
      <FormField label="Note to the customer">
        <Textarea rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      {refusal && <FailureAlert message={refusal} />}
    </DialogShell>
  );
}
