/**
 * /manage-approvals (Manage Approvals: the Approval key, administrators and partners): storage
 * requests, pending first, filtered by customer, partner (administrators) and status; approve or
 * reject a pending one after a confirmation; the decision email's status with a resend.
 */
import { useState } from 'react';
import { Badge, Flex, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import type { StorageEmailStatus, StorageRequestRecord, StorageRequestStatus } from '../../gateway/resources/storage';
import { PageHeader } from '../../ui/PageHeader';
import { usDay } from '../../ui/format';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { ListPagination, ListPanel, ListStates } from '../../ui/records/RecordList';
import { ActionsCell, RowButton } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { useApprovalFilterOptions, useApprovals, useResendEmail } from './use-approvals';

const STATUS_LABELS: Record<StorageRequestStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', dropped: 'Dropped' };
const STATUS_PALETTE: Record<StorageRequestStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', dropped: 'gray' };
const EMAIL_LABELS: Record<StorageEmailStatus, string> = { not_sent: 'Not sent', sent: 'Sent', failed: 'Failed' };

export default function ApprovalsScreen() {
  useDocumentTitle('Manage Approvals');
  const { user } = useSession();
  const list = useListState<'created'>('created');
  const { customer_id, partner, status } = list.filters;
  const [{ data, error }] = useApprovals({ page_number: list.pageNumber, ...(customer_id ? { customer_id } : {}), ...(partner ? { partner } : {}), ...(status ? { status } : {}) });
  const [options] = useApprovalFilterOptions(user?.is_admin === true);
  const [{ fetching: resending }, resend] = useResendEmail();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const page = data?.storageApprovals;

  const sendAgain = async (request: StorageRequestRecord) => {
    const result = await resend({ id: String(request.id) });
    const failure = failureOf(result.error);
    const sent = result.data?.resendStorageEmail.email_status === 'sent';
    notify({ severity: failure || !sent ? 'error' : 'success', body: failure?.message ?? (sent ? 'Storage request email sent successfully' : 'The storage request email could not be sent') });
  };

  return (
    <>
      <PageHeader title="Manage Approvals" description="Requests for more storage space. Approving one adds the space to the customer’s quota." />
      <ListPanel>
        <Flex p="4" gap="3" wrap="wrap" align="center" borderBottomWidth="1px" borderColor="border.muted">
          <OptionSelect size="sm" width="56" label="Filter by customer" placeholder="All customers" value={customer_id ?? ''} options={options.data?.projectFilterCustomers} onChange={(value) => list.setFilter('customer_id', value)} />
          {user?.is_admin && (
            <OptionSelect size="sm" width="56" label="Filter by partner" placeholder="All partners" value={partner ?? ''} options={options.data?.projectFilterPartners} onChange={(value) => list.setFilter('partner', value)} />
          )}
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field aria-label="Filter by status" value={status ?? ''} onChange={(event) => list.setFilter('status', event.target.value)}>
              <option value="">All statuses</option>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <ListStates failure={failureOf(error)} loading={!page} empty={page?.data.length === 0} noun="storage requests" search={undefined}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Requested</Table.ColumnHeader>
                <Table.ColumnHeader>Reason</Table.ColumnHeader>
                <Table.ColumnHeader>Requested by</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.data.map((request) => (
                <Table.Row key={request.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{request.customer_name}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {request.partner_name ?? 'No partner'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {request.requested_mb} MB
                  </Table.Cell>
                  <Table.Cell maxW="2xs" truncate title={request.reason}>
                    {request.reason}
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{request.requested_by?.name ?? '—'}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {usDay(request.created_at)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[request.status]} variant="subtle" title={request.decision_note || undefined}>
                      {STATUS_LABELS[request.status]}
                    </Badge>
                    {request.decided_by && (
                      <Text textStyle="xs" color="fg.muted">
                        {request.decided_by.name}, {usDay(request.decided_at ?? request.created_at)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Text textStyle="sm" color={request.email_status === 'failed' ? 'red.700' : undefined}>
                        {EMAIL_LABELS[request.email_status]}
                      </Text>
                      {request.status !== 'pending' && (
                        <RowButton label={request.email_status === 'failed' ? 'Retry' : 'Resend'} ariaLabel={`Resend the decision email to ${request.customer_name}`} onClick={() => !resending && void sendAgain(request)} />
                      )}
                    </HStack>
                  </Table.Cell>
                  <ActionsCell>
                    {request.status === 'pending' && (
                      <>
                        <RowButton label="Approve" ariaLabel={`Approve the request of ${request.customer_name}`} onClick={() => setDeciding({ request, approve: true })} />
                        <RowButton label="Reject" ariaLabel={`Reject the request of ${request.customer_name}`} danger onClick={() => setDeciding({ request, approve: false })} />
                      </>
                    )}
                  </ActionsCell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={page} noun={['request', 'requests']} />
      </ListPanel>
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
