/**
 * /added-services (admins only, spec 2.3): the add-ons with their list price, searched (debounced),
 * filtered by status, sorted and paged, with create, edit, status change and delete.
 */
import { Text } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { NameWithLine } from '../../ui/list/cells';
import { kitControls } from '../../ui/list/row-controls';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { usd } from '../../ui/format';
import type { AddOn } from './addon-fields';
import { useAddOns, useDeleteAddOn, useSetAddOnStatus, type AddOnSort, type AddOnsVariables } from './use-addons';

const COLUMNS: ListColumn<AddOn>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (addOn) => <NameWithLine name={addOn.name} line={addOn.description} clamp />,
  },
  { id: 'price', header: 'Price', sort: 'price', cell: (addOn) => <Text fontVariantNumeric="tabular-nums">{usd(addOn.price)}</Text> },
  { id: 'customers', header: 'Customers', cell: (addOn) => addOn.customer_count },
  { id: 'partners', header: 'Partners', cell: (addOn) => addOn.partner_count },
  { id: 'status', header: 'Status', cell: (addOn) => <StatusBadge status={addOn.status} /> },
];

// The route guard keeps everyone but administrators out (src/domain/shell-routes.ts).
export default function AddOnsListScreen() {
  const list = useListState<AddOnSort>('name');

  return (
    <RecordListPage
      title="Manage Added Services"
      description="Add-ons customers can buy with a service, and their list price."
      access="admin"
      create={{ href: '/added-services/create', label: 'Create Added Service' }}
      list={list}
      resource="addons"
      query={useAddOns(listVariables<AddOnsVariables>(list, { status: 'text' }))}
      pageOf={(data) => data.addOns}
      noun={['added service', 'added services']}
      search={{ label: 'Search added services', placeholder: 'Search by name or description' }}
      filters={<OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />}
      columns={COLUMNS}
      nameOf={(addOn) => addOn.name}
      editHref={(addOn) => `/added-services/edit/${addOn.id}`}
      {...kitControls<AddOn>('added service', useDeleteAddOn(), useSetAddOnStatus())}
      bulk={{ status: true, remove: true }}
    />
  );
}
