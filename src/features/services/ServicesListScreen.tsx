/**
 * /services (admins only, spec 2.3): the services with their software and list price, searched
 * (debounced), filtered by status, work type and software, sorted and paged, with create, edit,
 * status change and delete.
 */
import { Badge, Text, Wrap } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { NameWithLine } from '../../ui/list/cells';
import { kitControls } from '../../ui/list/row-controls';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { usd } from '../../ui/format';
import { WORK_TYPE_OPTIONS, type Service } from './service-fields';
import { useDeleteService, useServices, useSetServiceStatus, useSoftwareOptions, type ServiceSort, type ServicesVariables } from './use-services';

const COLUMNS: ListColumn<Service>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (service) => <NameWithLine name={service.name} line={service.description} clamp />,
  },
  { id: 'work_type', header: 'Work type', sort: 'work_type', cell: (service) => service.work_type },
  { id: 'price', header: 'Price', sort: 'price', cell: (service) => <Text fontVariantNumeric="tabular-nums">{usd(service.price)}</Text> },
  {
    id: 'software',
    header: 'Software',
    cell: (service) => (
      <Wrap gap="1">
        {service.software.map((software) => (
          <Badge key={software.id} variant="outline">
            {software.name}
          </Badge>
        ))}
      </Wrap>
    ),
  },
  { id: 'customers', header: 'Customers', cell: (service) => service.customer_count },
  { id: 'status', header: 'Status', cell: (service) => <StatusBadge status={service.status} /> },
];

// The route guard keeps everyone but administrators out (src/domain/shell-routes.ts).
export default function ServicesListScreen() {
  const list = useListState<ServiceSort>('name');
  const [softwareOptions] = useSoftwareOptions();

  return (
    <RecordListPage
      title="Manage Services"
      description="The services customers buy, their list price and the software they are delivered in."
      access="admin"
      create={{ href: '/services/create', label: 'Create Service' }}
      list={list}
      resource="services"
      query={useServices(listVariables<ServicesVariables>(list, { status: 'text', work_type: 'text', software: 'number' }))}
      pageOf={(data) => data.services}
      noun={['service', 'services']}
      search={{ label: 'Search services', placeholder: 'Search by name or description' }}
      filters={
        <>
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          <OptionSelect size="sm" width="44" label="Filter by work type" placeholder="All work types" value={list.filters.work_type ?? ''} options={WORK_TYPE_OPTIONS} onChange={(value) => list.setFilter('work_type', value)} />
          <OptionSelect
            size="sm"
            width="44"
            label="Filter by software"
            placeholder="All software"
            value={list.filters.software ?? ''}
            options={softwareOptions.data?.softwareOptions}
            onChange={(value) => list.setFilter('software', value)}
          />
        </>
      }
      columns={COLUMNS}
      nameOf={(service) => service.name}
      editHref={(service) => `/services/edit/${service.id}`}
      {...kitControls<Service>('service', useDeleteService(), useSetServiceStatus())}
      bulk={{ status: true, remove: true }}
    />
  );
}
