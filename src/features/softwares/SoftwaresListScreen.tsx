/**
 * /softwares (permission Software): the software, searched (debounced) by name or vendor, filtered by
 * status and vendor, sorted and paged; create, edit, status change and delete where permitted.
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { RecordRowActions } from '../../ui/records/RowActions';
import type { Software } from './software-fields';
import { useDeleteSoftware, useSetSoftwareStatus, useSoftwares, useSoftwareVendors, type SoftwareSort, type SoftwaresVariables } from './use-softwares';

const COLUMNS: ListColumn<Software>[] = [
  { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (software) => software.name },
  { id: 'vendor', header: 'Vendor', sort: 'vendor', cell: (software) => <Text color="fg.muted">{software.vendor}</Text> },
  { id: 'services', header: 'Services', cell: (software) => software.service_count },
  { id: 'status', header: 'Status', cell: (software) => <StatusBadge status={software.status} /> },
];

export default function SoftwaresListScreen() {
  useDocumentTitle('Manage Software');
  const { permissions } = useSession();
  const list = useListState<SoftwareSort>('name');
  const { status, vendor } = list.filters;
  const variables: SoftwaresVariables = {
    pageNumber: list.pageNumber,
    pageSize: list.variables.pageSize,
    sort: list.sort,
    ...(list.search ? { search: list.search } : {}),
    ...(status ? { status } : {}),
    ...(vendor ? { vendor } : {}),
  };
  const [{ data, fetching, error }, reexecute] = useSoftwares(variables);
  const [vendors] = useSoftwareVendors();
  const [deleting, setDeleting] = useState<Software | null>(null);
  const [changing, setChanging] = useState<Software | null>(null);
  const [deleted, deleteSoftware] = useDeleteSoftware();
  const [statusChanged, setSoftwareStatus] = useSetSoftwareStatus();

  const mayCreate = can(permissions, 'Software', 'create');
  const mayUpdate = can(permissions, 'Software', 'update');
  const mayDelete = can(permissions, 'Software', 'delete');

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Software" description="The software services are delivered in." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/softwares/create">Create Software</Link>
          </Button>
        )}
      </Flex>

      <RecordListView
        list={list}
        views="softwares"
        exportPath="softwares"
        state={{ page: data?.softwares, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['software', 'software']}
        search={{ label: 'Search software', placeholder: 'Search by name or vendor' }}
        filters={
          <>
            <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
            <OptionSelect size="sm" width="44" label="Filter by vendor" placeholder="All vendors" value={vendor ?? ''} options={vendors.data?.softwareVendors} onChange={(value) => list.setFilter('vendor', value)} />
          </>
        }
        columns={COLUMNS}
        nameOf={(software) => software.name}
        bulk={{ resource: 'softwares', status: mayUpdate, remove: mayDelete }}
        rowActions={
          mayUpdate || mayDelete
            ? (software) => (
                <RecordRowActions
                  name={software.name}
                  editHref={mayUpdate ? `/softwares/edit/${software.id}` : undefined}
                  onStatus={mayUpdate ? () => setChanging(software) : undefined}
                  onDelete={mayDelete ? () => setDeleting(software) : undefined}
                />
              )
            : undefined
        }
      />

      <DeleteRecordDialog
        thing="software"
        name={deleting?.name ?? null}
        busy={deleted.fetching}
        onDelete={async () => {
          const result = await deleteSoftware({ id: deleting?.id ?? '' });
          return { failure: failureOf(result.error), messages: result.data?.deleteSoftware.messages };
        }}
        onClose={() => setDeleting(null)}
      />
      <StatusChangeDialog
        thing="software"
        record={changing}
        busy={statusChanged.fetching}
        onChange={async (next) => ({ failure: failureOf((await setSoftwareStatus({ id: changing?.id ?? '', status: next })).error) })}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
