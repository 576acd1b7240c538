/**
 * /softwares (permission Software): the software, searched (debounced) by name or vendor, filtered by
 * status and vendor, sorted and paged; create, edit, status change and delete where permitted.
 */
import { Text } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { kitControls } from '../../ui/list/row-controls';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { Software } from './software-fields';
import { useDeleteSoftware, useSetSoftwareStatus, useSoftwares, useSoftwareVendors, type SoftwareSort, type SoftwaresVariables } from './use-softwares';

const COLUMNS: ListColumn<Software>[] = [
  { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (software) => software.name },
  { id: 'vendor', header: 'Vendor', sort: 'vendor', cell: (software) => <Text color="fg.muted">{software.vendor}</Text> },
  { id: 'services', header: 'Services', cell: (software) => software.service_count },
  { id: 'status', header: 'Status', cell: (software) => <StatusBadge status={software.status} /> },
];

export default function SoftwaresListScreen() {
  const list = useListState<SoftwareSort>('name');
  const [vendors] = useSoftwareVendors();

  return (
    <RecordListPage
      title="Manage Software"
      description="The software services are delivered in."
      access="Software"
      create={{ href: '/softwares/create', label: 'Create Software' }}
      list={list}
      resource="softwares"
      query={useSoftwares(listVariables<SoftwaresVariables>(list, { status: 'text', vendor: 'text' }))}
      pageOf={(data) => data.softwares}
      noun={['software', 'software']}
      search={{ label: 'Search software', placeholder: 'Search by name or vendor' }}
      filters={
        <>
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          <OptionSelect size="sm" width="44" label="Filter by vendor" placeholder="All vendors" value={list.filters.vendor ?? ''} options={vendors.data?.softwareVendors} onChange={(value) => list.setFilter('vendor', value)} />
        </>
      }
      columns={COLUMNS}
      nameOf={(software) => software.name}
      editHref={(software) => `/softwares/edit/${software.id}`}
      {...kitControls<Software>('software', useDeleteSoftware(), useSetSoftwareStatus())}
      bulk={{ status: true, remove: true }}
    />
  );
}
