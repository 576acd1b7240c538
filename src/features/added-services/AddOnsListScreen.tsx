/**
 * /added-services (admins only, spec 2.3): the add-ons with their list price, searched (debounced),
 * filtered by status, sorted and paged, with create, edit, status change and delete.
 */
import { useState } from 'react';
import { Button, Flex, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { RecordRowActions } from '../../ui/records/RowActions';
import { usd } from '../../ui/format';
import { ADMINS_ONLY, type AddOn } from './addon-fields';
import { useAddOns, type AddOnSort, type AddOnsVariables } from './use-addons';
import { useDeleteAddOn, useSetAddOnStatus } from './use-addon-writes';

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
  const [{ data, fetching, error }] = useAddOns(variables);
  const [deleting, setDeleting] = useState<AddOn | null>(null);
  const [changing, setChanging] = useState<AddOn | null>(null);
  const [deleted, deleteAddOn] = useDeleteAddOn();
  const [statusChanged, setAddOnStatus] = useSetAddOnStatus();
  const addOns = data?.addOns;

  return (
    <>
      <ListPanel>
        <ListToolbar label="Search added services" placeholder="Search by name or description" list={list} refreshing={fetching && Boolean(addOns)} views="addons">
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!addOns} empty={addOns?.data.length === 0} noun="added services" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <SortHeader list={list} field="price">
                  Price
                </SortHeader>
                <Table.ColumnHeader>Customers</Table.ColumnHeader>
                <Table.ColumnHeader>Partners</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {addOns?.data.map((addOn) => (
                <Table.Row key={addOn.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{addOn.name}</Text>
                    {addOn.description && (
                      <Text color="fg.muted" textStyle="xs" lineClamp={1}>
                        {addOn.description}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">
                    {usd(addOn.price)}
                  </Table.Cell>
                  <Table.Cell>{addOn.customer_count}</Table.Cell>
                  <Table.Cell>{addOn.partner_count}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={addOn.status} />
                  </Table.Cell>
                  <RecordRowActions name={addOn.name} editHref={`/added-services/edit/${addOn.id}`} onStatus={() => setChanging(addOn)} onDelete={() => setDeleting(addOn)} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={addOns} noun={['added service', 'added services']} />
      </ListPanel>

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
