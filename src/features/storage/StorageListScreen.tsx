/**
 * /storage (Manage Storage): every customer in scope with its usage against its quota, a link to its
 * files, the quota alert in force, and "Request storage" (customer admins for their customer, staff
 * for any of theirs) unless a request is already pending. Export CSV: exactly the searched customers.
 */
import { useState } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { PageHeader } from '../../ui/PageHeader';
import { storageSizeOfMb, usDay } from '../../ui/format';
import type { ListColumn } from '../../ui/list/columns';
import { listQueryState, RecordListView } from '../../ui/list/RecordListView';
import { csvExport } from '../../ui/list/ListExports';
import { RowButton } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RequestStorageDialog, type RequestTarget } from './RequestStorageDialog';
import { UsageBar } from './UsageBar';
import { useStorageUsage, type StorageUsageRow } from './use-storage';

/** The path of a customer's files: its name, URL-encoded. */
export const fileDetailsPath = (name: string) => `/storage/file-details/${encodeURIComponent(name)}`;

const COLUMNS: ListColumn<StorageUsageRow>[] = [
  {
    id: 'customer',
    header: 'Customer',
    primary: true,
    cell: (usage) => (
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
    ),
  },
  { id: 'used', header: 'Used', cell: (usage) => <UsageBar usage={usage} /> },
  { id: 'files', header: 'Files', align: 'end', cell: (usage) => usage.file_count },
  {
    id: 'request',
    header: 'Request',
    cell: (usage) =>
      usage.pending_request ? (
        <Badge colorPalette="yellow" variant="subtle" title={`Requested ${usDay(usage.pending_request.created_at)}`}>
          Pending: {storageSizeOfMb(usage.pending_request.requested_mb)}
        </Badge>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          None pending
        </Text>
      ),
  },
];

export default function StorageListScreen() {
  useDocumentTitle('Manage Storage');
  const { user, permissions } = useSession();
  const list = useListState<'name'>('name');
  const { pageNumber, pageSize, search } = list.variables;
  const usage = useStorageUsage({ pageNumber, pageSize, ...(search ? { search } : {}) });
  const [requesting, setRequesting] = useState<RequestTarget | null>(null);
  const customerSide = user?.customer_id !== null && user?.customer_id !== undefined;
  // On the customer side only its customer admins ask for more space (the server says so too).
  const mayRequest = can(permissions, 'Storage', 'create') && (!customerSide || user?.type === 'Customer Admin');

  const ask = (usage: StorageUsageRow) => setRequesting({ customerId: usage.customer_id, customerName: usage.customer_name, quotaMb: usage.quota_mb, own: customerSide });

  return (
    <>
      <PageHeader title="Manage Storage" description="Space each customer uses against its quota; open a customer to see and remove its files." />
      <RecordListView
        list={list}
        views="storage"
        {...listQueryState(usage)}
        noun={['customer', 'customers']}
        search={{ label: 'Search customers', placeholder: 'Search by customer name' }}
        exports={[csvExport('storage', search ? { search } : {})]}
        columns={COLUMNS}
        idOf={(usage) => String(usage.customer_id)}
        nameOf={(usage) => usage.customer_name}
        rowActions={
          mayRequest
            ? (usage) => !usage.pending_request && <RowButton label="Request storage" ariaLabel={`Request storage for ${usage.customer_name}`} onClick={() => ask(usage)} />
            : undefined
        }
      />
      <RequestStorageDialog target={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}
