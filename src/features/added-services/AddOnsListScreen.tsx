/**
 * /added-services (admins only, spec 2.3): the add-ons with their list price, searched (debounced),
 * filtered by status, sorted and paged, with create, edit, status change and delete.
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { RecordRowActions } from '../../ui/records/RowActions';
import { usd } from '../../ui/format';
import { ADMINS_ONLY, type AddOn } from './addon-fields';
import { useAddOns, useDeleteAddOn, useSetAddOnStatus, type AddOnSort, type AddOnsVariables } from './use-addons';

export default function AddOnsListScreen() {
  useDocumentTitle('Manage Added Services');
  const { user } = useSession();
  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Added Services" description="Add-ons customers can buy with a service, and their list price." />
        {user?.is_admin && (
          <Button asChild colorPalette="brand">
            <Link href="/added-services/create">Create Added Service</Link>
          </Button>
        )}
      </Flex>
      {user?.is_admin ? <AddOnsList /> : <FailureAlert message={ADMINS_ONLY} />}
    </>
  );
}

const COLUMNS: ListColumn<AddOn>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (addOn) => (
      <>
        <Text fontWeight="medium">{addOn.name}</Text>
        {addOn.description && (
          <Text color="fg.muted" textStyle="xs" fontWeight="normal" lineClamp={1}>
            {addOn.description}
          </Text>
        )}
      </>
    ),
  },
  { id: 'price', header: 'Price', sort: 'price', cell: (addOn) => <Text fontVariantNumeric="tabular-nums">{usd(addOn.price)}</Text> },
  { id: 'customers', header: 'Customers', cell: (addOn) => addOn.customer_count },
  { id: 'partners', header: 'Partners', cell: (addOn) => addOn.partner_count },
  { id: 'status', header: 'Status', cell: (addOn) => <StatusBadge status={addOn.status} /> },
];

function AddOnsList() {
  const list = useListState<AddOnSort>('name');
  const { status } = list.filters;
  const variables: AddOnsVariables = {
    pageNumber: list.pageNumber,
    pageSize: list.variables.pageSize,
    sort: list.sort,
    ...(list.search ? { search: list.search } : {}),
    ...(status ? { status } : {}),
  };
  const [{ data, fetching, error }, reexecute] = useAddOns(variables);
  const [deleting, setDeleting] = useState<AddOn | null>(null);
  const [changing, setChanging] = useState<AddOn | null>(null);
  const [deleted, deleteAddOn] = useDeleteAddOn();
  const [statusChanged, setAddOnStatus] = useSetAddOnStatus();

  return (
    <>
      <RecordListView
        list={list}
        views="addons"
        exportPath="addons"
        state={{ page: data?.addOns, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['added service', 'added services']}
        search={{ label: 'Search added services', placeholder: 'Search by name or description' }}
        filters={<OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />}
        columns={COLUMNS}
        nameOf={(addOn) => addOn.name}
        bulk={{ resource: 'addons', status: true, remove: true }}
        rowActions={(addOn) => <RecordRowActions name={addOn.name} editHref={`/added-services/edit/${addOn.id}`} onStatus={() => setChanging(addOn)} onDelete={() => setDeleting(addOn)} />}
      />

      <DeleteRecordDialog
        thing="added service"
        name={deleting?.name ?? null}
        busy={deleted.fetching}
        onDelete={async () => {
          const result = await deleteAddOn({ id: deleting?.id ?? '' });
          return { failure: failureOf(result.error), messages: result.data?.deleteAddOn.messages };
        }}
        onClose={() => setDeleting(null)}
      />
      <StatusChangeDialog
        thing="added service"
        record={changing}
        busy={statusChanged.fetching}
        onChange={async (status) => ({ failure: failureOf((await setAddOnStatus({ id: changing?.id ?? '', status })).error) })}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
