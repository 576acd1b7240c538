/**
 * /softwares (permission Software): the software, searched (debounced) by name or vendor, filtered by
 * status and vendor, sorted and paged; create, edit, status change and delete where permitted.
 */
import { Text } from '@chakra-ui/react';
import { nameColumn, statusColumn } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect, StatusFilter } from '../../ui/list/filters';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { kitControls } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import type { Software } from './software-fields';
import { useDeleteSoftware, useSetSoftwareStatus, useSoftwares, useSoftwareVendors, type SoftwareSort, type SoftwaresVariables } from './use-softwares';

const COLUMNS: ListColumn<Software>[] = [
  nameColumn(),
  { id: 'vendor', header: 'Vendor', sort: 'vendor', cell: (software) => <Text color="fg.muted">{software.vendor}</Text> },
  { id: 'services', header: 'Services', cell: (software) => software.service_count },
  statusColumn(),
];

export default function SoftwaresListScreen() {
  const list = useListState<SoftwareSort>('name');
  const [vendors] = useSoftwareVendors();
  return (
    <RecordListPage
      path="/softwares"
      description="The software services are delivered in."
      resource="softwares"
      list={list}
      query={useSoftwares(listVariables<SoftwaresVariables>(list, { status: 'text', vendor: 'text' }))}
      search="Search by name or vendor"
      filters={
        <>
          <StatusFilter list={list} />
          <FilterSelect list={list} name="vendor" label="Filter by vendor" placeholder="All vendors" options={vendors.data?.softwareVendors} />
        </>
      }
      columns={COLUMNS}
      {...kitControls<Software>(useDeleteSoftware(), useSetSoftwareStatus())}
    />
  );
}
