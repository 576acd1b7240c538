/**
 * /services (admins only, spec 2.3): the services with their software and list price, searched
 * (debounced), filtered by status, work type and software, sorted and paged, with create, edit,
 * status change and delete.
 */
import { useState } from 'react';
import { Badge, Button, Flex, Text, Wrap } from '@chakra-ui/react';
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
import { ADMINS_ONLY, WORK_TYPE_OPTIONS, type Service } from './service-fields';
import { useDeleteService, useServices, useSetServiceStatus, useSoftwareOptions, type ServiceSort, type ServicesVariables } from './use-services';

export default function ServicesListScreen() {
  useDocumentTitle('Manage Services');
  const { user } = useSession();
  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Services" description="The services customers buy, their list price and the software they are delivered in." />
        {user?.is_admin && (
          <Button asChild colorPalette="brand">
            <Link href="/services/create">Create Service</Link>
          </Button>
        )}
      </Flex>
      {user?.is_admin ? <ServicesList /> : <FailureAlert message={ADMINS_ONLY} />}
    </>
  );
}

const COLUMNS: ListColumn<Service>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (service) => (
      <>
        <Text fontWeight="medium">{service.name}</Text>
        {service.description && (
          <Text color="fg.muted" textStyle="xs" fontWeight="normal" lineClamp={1}>
            {service.description}
          </Text>
        )}
      </>
    ),
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

function ServicesList() {
  const list = useListState<ServiceSort>('name');
  const { status, work_type, software } = list.filters;
  const variables: ServicesVariables = {
    pageNumber: list.pageNumber,
    pageSize: list.variables.pageSize,
    sort: list.sort,
    ...(list.search ? { search: list.search } : {}),
    ...(status ? { status } : {}),
    ...(work_type ? { work_type } : {}),
    ...(software ? { software: Number(software) } : {}),
  };
  const [{ data, fetching, error }, reexecute] = useServices(variables);
  const [softwareOptions] = useSoftwareOptions();
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [changing, setChanging] = useState<Service | null>(null);
  const [deleted, deleteService] = useDeleteService();
  const [statusChanged, setServiceStatus] = useSetServiceStatus();

  return (
    <>
      <RecordListView
        list={list}
        views="services"
        exportPath="services"
        state={{ page: data?.services, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['service', 'services']}
        search={{ label: 'Search services', placeholder: 'Search by name or description' }}
        filters={
          <>
            <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
            <OptionSelect size="sm" width="44" label="Filter by work type" placeholder="All work types" value={work_type ?? ''} options={WORK_TYPE_OPTIONS} onChange={(value) => list.setFilter('work_type', value)} />
            <OptionSelect
              size="sm"
              width="44"
              label="Filter by software"
              placeholder="All software"
              value={software ?? ''}
              options={softwareOptions.data?.softwareOptions}
              onChange={(value) => list.setFilter('software', value)}
            />
          </>
        }
        columns={COLUMNS}
        nameOf={(service) => service.name}
        bulk={{ resource: 'services', status: true, remove: true }}
        rowActions={(service) => <RecordRowActions name={service.name} editHref={`/services/edit/${service.id}`} onStatus={() => setChanging(service)} onDelete={() => setDeleting(service)} />}
      />

      <DeleteRecordDialog
        thing="service"
        name={deleting?.name ?? null}
        busy={deleted.fetching}
        onDelete={async () => {
          const result = await deleteService({ id: deleting?.id ?? '' });
          return { failure: failureOf(result.error), messages: result.data?.deleteService.messages };
        }}
        onClose={() => setDeleting(null)}
      />
      <StatusChangeDialog
        thing="service"
        record={changing}
        busy={statusChanged.fetching}
        onChange={async (status) => ({ failure: failureOf((await setServiceStatus({ id: changing?.id ?? '', status })).error) })}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
