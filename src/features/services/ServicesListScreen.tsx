/**
 * /services (admins only, spec 2.3): the services with their software and list price, searched
 * (debounced), filtered by status, work type and software, sorted and paged, with create, edit,
 * status change and delete.
 */
import { Badge, Wrap } from '@chakra-ui/react';
import { nameColumn, priceColumn, statusColumn } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect, StatusFilter } from '../../ui/list/filters';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { kitControls } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import { WORK_TYPE_OPTIONS, type Service } from './service-fields';
import { useDeleteService, useServices, useSetServiceStatus, useSoftwareOptions, type ServiceSort, type ServicesVariables } from './use-services';

const COLUMNS: ListColumn<Service>[] = [
  nameColumn((service) => service.description, true),
  { id: 'work_type', header: 'Work type', sort: 'work_type', cell: (service) => service.work_type },
  priceColumn(),
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
  statusColumn(),
];

// The route guard keeps everyone but administrators out (src/domain/shell-routes.ts).
export default function ServicesListScreen() {
  const list = useListState<ServiceSort>('name');
  const [softwareOptions] = useSoftwareOptions();
  return (
    <RecordListPage
      path="/services"
      description="The services customers buy, their list price and the software they are delivered in."
      resource="services"
      list={list}
      query={useServices(listVariables<ServicesVariables>(list, { status: 'text', work_type: 'text', software: 'number' }))}
      search="Search by name or description"
      filters={
        <>
          <StatusFilter list={list} />
          <FilterSelect list={list} name="work_type" label="Filter by work type" placeholder="All work types" options={WORK_TYPE_OPTIONS} />
          <FilterSelect list={list} name="software" label="Filter by software" placeholder="All software" options={softwareOptions.data?.softwareOptions} />
        </>
      }
      columns={COLUMNS}
      {...kitControls<Service>(useDeleteService(), useSetServiceStatus())}
    />
  );
}
