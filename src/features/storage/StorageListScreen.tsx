/**
 * /storage (Manage Storage): every customer in scope with its usage against its quota, a link to its
 * files, the quota alert in force, and "Request storage" (customer admins for their customer, staff
 * for any of theirs) unless a request is already pending.
 */
import { useState } from 'react';
import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import type { StorageUsageRecord } from '../../gateway/resources/storage';
import { PageHeader } from '../../ui/PageHeader';
import { usDay } from '../../ui/format';
import { ListPagination, ListPanel, ListStates, ListToolbar } from '../../ui/records/RecordList';
import { ActionsCell, RowButton } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RequestStorageDialog, type RequestTarget } from './RequestStorageDialog';
import { UsageBar } from './UsageBar';
import { useStorageUsage } from './use-storage';

/** The path of a customer's files: its name, URL-encoded. */
export const fileDetailsPath = (name: string) => `/storage/file-details/${encodeURIComponent(name)}`;

export default function StorageListScreen() {
  useDocumentTitle('Manage Storage');
  const { user, permissions } = useSession();
  const list = useListState<'name'>('name');
  const { pageNumber, pageSize, search } = list.variables;
  const [{ data, fetching, error }] = useStorageUsage({ pageNumber, pageSize, ...(search ? { search } : {}) });
  const [requesting, setRequesting] = useState<RequestTarget | null>(null);
  const page = data?.storageUsage;
  const customerSide = user?.customer_id !== null && user?.customer_id !== undefined;
  // On the customer side only its customer admins ask for more space (the server says so too).
  const mayRequest = can(permissions, 'Storage', 'create') && (!customerSide || user?.type === 'Customer Admin');

  const ask = (usage: StorageUsageRecord) => setRequesting({ customerId: usage.customer_id, customerName: usage.customer_name, quotaMb: usage.quota_mb, own: customerSide });

  return (
    <>
      <PageHeader title="Manage Storage" description="Space each customer uses against its quota; open a customer to see and remove its files." />
      <ListPanel>
        <ListToolbar label="Search customers" placeholder="Search by customer name" list={list} refreshing={fetching && Boolean(page)} views="storage" />
        <ListStates failure={failureOf(error)} loading={!page} empty={page?.data.length === 0} noun="customers" search={list.search}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader>Used</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Files</Table.ColumnHeader>
                <Table.ColumnHeader>Request</Table.ColumnHeader>
                {mayRequest && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.data.map((usage) => (
                <Table.Row key={usage.customer_id}>
                  <Table.Cell fontWeight="medium">
                    <HStack gap="2">
                      <Link href={fileDetailsPath(usage.customer_name)} aria-label={`Files of ${usage.customer_name}`}>
                        <Text as="span" color="brand.700" textDecoration="underline">
                          {usage.customer_name}
                        </Text>
                      </Link>
                      {usage.alert_threshold !== null && (
                        <Badge colorPalette={usage.alert_threshold >= 90 ? 'red' : 'orange'} variant="subtle">
                          {usage.alert_threshold >= 100 ? 'Quota full' : `Over ${usage.alert_threshold} %`}
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <UsageBar usage={usage} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{usage.file_count}</Table.Cell>
                  <Table.Cell>
                    {usage.pending_request ? (
                      <Badge colorPalette="yellow" variant="subtle" title={`Requested ${usDay(usage.pending_request.created_at)}`}>
                        Pending: {usage.pending_request.requested_mb} MB
                      </Badge>
                    ) : (
                      <Text color="fg.muted" textStyle="sm">
                        None pending
                      </Text>
                    )}
                  </Table.Cell>
                  {mayRequest && (
                    <ActionsCell>
                      {!usage.pending_request && <RowButton label="Request storage" ariaLabel={`Request storage for ${usage.customer_name}`} onClick={() => ask(usage)} />}
                    </ActionsCell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={page} noun={['customer', 'customers']} />
      </ListPanel>
      <RequestStorageDialog target={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}
