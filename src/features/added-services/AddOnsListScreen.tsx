/**
 * /added-services (admins only, spec 2.3): the add-ons with their list price, searched (debounced),
 * filtered by status, sorted and paged, with create, edit, status change and delete.
 */
import { nameColumn, priceColumn, statusColumn } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { StatusFilter } from '../../ui/list/filters';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { kitControls } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import type { AddOn } from './addon-fields';
import { useAddOns, useDeleteAddOn, useSetAddOnStatus, type AddOnSort, type AddOnsVariables } from './use-addons';

const COLUMNS: ListColumn<AddOn>[] = [
  nameColumn((addOn) => addOn.description, true),
  priceColumn(),
  { id: 'customers', header: 'Customers', cell: (addOn) => addOn.customer_count },
  { id: 'partners', header: 'Partners', cell: (addOn) => addOn.partner_count },
  statusColumn(),
];

// The route guard keeps everyone but administrators out (src/domain/shell-routes.ts).
export default function AddOnsListScreen() {
  const list = useListState<AddOnSort>('name');
  return (
    <RecordListPage
      path="/added-services"
      description="Add-ons customers can buy with a service, and their list price."
      resource="addons"
      list={list}
      query={useAddOns(listVariables<AddOnsVariables>(list, { status: 'text' }))}
      search="Search by name or description"
      filters={<StatusFilter list={list} />}
      columns={COLUMNS}
      {...kitControls<AddOn>(useDeleteAddOn(), useSetAddOnStatus())}
    />
  );
}
