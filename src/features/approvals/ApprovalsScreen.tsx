/**
 * /manage-approvals (Manage Approvals: the Approval key, administrators and partners): storage
 * requests, pending first, filtered by customer, partner (administrators) and status; approve or
 * reject a pending one after a confirmation; the decision email's status with a resend — on the one
 * list (RecordListView); Export CSV of exactly the filtered requests.
 */
import { useState, type ReactNode } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { reloadOf } from '../../gateway/reload';
import type { StorageEmailStatus, StorageRequestStatus } from '../../gateway/resources/storage';
import { PageHeader } from '../../ui/PageHeader';
import { storageSizeOfMb, usDay } from '../../ui/format';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { csvExport } from '../../ui/list/ListExports';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { RowButton } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { useApprovalFilterOptions, useApprovals, useResendEmail, type StorageRequestRow } from './use-approvals';

const STATUS_LABELS: Record<StorageRequestStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', dropped: 'Dropped' };
const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));
const STATUS_PALETTE: Record<StorageRequestStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', dropped: 'gray' };
const EMAIL_LABELS: Record<StorageEmailStatus, string> = { not_sent: 'Not sent', sent: 'Sent', failed: 'Failed' };

/** The columns; the email column's Resend needs the screen's mutation. */
function columnsWith(emailCell: (request: StorageRequestRow) => ReactNode): ListColumn<StorageRequestRow>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      primary: true,
      cell: (request) => (
        <>
          <Text fontWeight="medium">{request.customer_name}</Text>
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {request.partner_name ?? 'No partner'}
          </Text>
        </>
      ),
    },
    { id: 'requested', header: 'Requested', align: 'end', cell: (request) => <Text whiteSpace="nowrap">{storageSizeOfMb(request.requested_mb)}</Text> },
    {
      id: 'reason',
      header: 'Reason',
      cell: (request) => (
        <Text maxW="2xs" truncate title={request.reason}>
          {request.reason}
        </Text>
      ),
    },
    {
      id: 'requested_by',
      header: 'Requested by',
      cell: (request) => (
        <>
          <Text>{request.requested_by?.name ?? '—'}</Text>
          <Text textStyle="xs" color="fg.muted">
            {usDay(request.created_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (request) => (
        <>
          <Badge colorPalette={STATUS_PALETTE[request.status]} variant="subtle" title={request.decision_note || undefined}>
            {STATUS_LABELS[request.status]}
          </Badge>
          {request.decided_by && (
            <Text textStyle="xs" color="fg.muted">
              {request.decided_by.name}, {usDay(request.decided_at ?? request.created_at)}
            </Text>
          )}
        </>
      ),
    },
    { id: 'email', header: 'Email', cell: emailCell },
  ];
}

export default function ApprovalsScreen() {
  useDocumentTitle('Manage Approvals');
  const { user } = useSession();
  const list = useListState<'created'>('created');
  const { customer_id, partner, status } = list.filters;
  const [{ data, fetching, error }, reexecute] = useApprovals({ page_number: list.pageNumber, ...(customer_id ? { customer_id } : {}), ...(partner ? { partner } : {}), ...(status ? { status } : {}) });
  const [options] = useApprovalFilterOptions(user?.is_admin === true);
  const [{ fetching: resending }, resend] = useResendEmail();
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const sendAgain = async (request: StorageRequestRow) => {
    const result = await resend({ id: String(request.id) });
    const failure = failureOf(result.error);
    const sent = result.data?.resendStorageEmail.email_status === 'sent';
    notify({ severity: failure || !sent ? 'error' : 'success', body: failure?.message ?? (sent ? 'Storage request email sent successfully' : 'The storage request email could not be sent') });
  };
  const columns = columnsWith((request) => (
    <HStack gap="2">
      <Text textStyle="sm" color={request.email_status === 'failed' ? 'red.700' : undefined}>
        {EMAIL_LABELS[request.email_status]}
      </Text>
      {request.status !== 'pending' && (
        <RowButton label={request.email_status === 'failed' ? 'Retry' : 'Resend'} ariaLabel={`Resend the decision email to ${request.customer_name}`} onClick={() => !resending && void sendAgain(request)} />
      )}
    </HStack>
  ));

  return (
    <>
      <PageHeader title="Manage Approvals" description="Requests for more storage space. Approving one adds the space to the customer’s quota." />
      <RecordListView
        list={list}
        state={{ page: data?.storageApprovals, fetching, error }}
        onRetry={reloadOf(reexecute)}
        noun={['storage request', 'storage requests']}
        exports={[csvExport('storage/approvals', { ...(customer_id ? { customer_id } : {}), ...(partner ? { partner } : {}), ...(status ? { status } : {}) })]}
        filters={
          <>
            <OptionSelect size="sm" width="56" label="Filter by customer" placeholder="All customers" value={customer_id ?? ''} options={options.data?.projectFilterCustomers} onChange={(value) => list.setFilter('customer_id', value)} />
            {user?.is_admin && (
              <OptionSelect size="sm" width="56" label="Filter by partner" placeholder="All partners" value={partner ?? ''} options={options.data?.projectFilterPartners} onChange={(value) => list.setFilter('partner', value)} />
            )}
            <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          </>
        }
        columns={columns}
        nameOf={(request) => request.customer_name}
        rowActions={(request) =>
          request.status === 'pending' && (
            <>
              <RowButton label="Approve" ariaLabel={`Approve the request of ${request.customer_name}`} onClick={() => setDeciding({ request, approve: true })} />
              <RowButton label="Reject" ariaLabel={`Reject the request of ${request.customer_name}`} danger onClick={() => setDeciding({ request, approve: false })} />
            </>
          )
        }
      />
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
