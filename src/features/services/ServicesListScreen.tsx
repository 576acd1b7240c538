/**
 * /services (admins only, spec 2.3): the services with their software and list price, searched
 * (debounced), filtered by status, work type and software, sorted and paged, with create, edit,
 * status change and delete.
 */
import { useState } from 'react';
import { Badge, Button, Flex, Table, Text, Wrap } from '@chakra-ui/react';
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
import { ADMINS_ONLY, WORK_TYPE_OPTIONS, type Service } from './service-fields';
import { useServices, useSoftwareOptions, type ServiceSort, type ServicesVariables } from './use-services';
import { useDeleteService, useSetServiceStatus } from './use-service-writes';

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
  const [{ data, fetching, error }] = useServices(variables);
  const [softwareOptions] = useSoftwareOptions();
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [changing, setChanging] = useState<Service | null>(null);
  const [deleted, deleteService] = useDeleteService();
  const [statusChanged, setServiceStatus] = useSetServiceStatus();
  const services = data?.services;

  return (
    <>
      <ListPanel>
        <ListToolbar label="Search services" placeholder="Search by name or description" list={list} refreshing={fetching && Boolean(services)} views="services">
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          <OptionSelect size="sm" width="44" label="Filter by work type" placeholder="All work types" value={work_type ?? ''} options={WORK_TYPE_OPTIONS} onChange={(value) => list.setFilter('work_type', value)} />
          <OptionSelect size="sm" width="44"
            label="Filter by software"
            placeholder="All software"
            value={software ?? ''}
            options={softwareOptions.data?.softwareOptions}
            onChange={(value) => list.setFilter('software', value)}
          />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!services} empty={services?.data.length === 0} noun="services" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <SortHeader list={list} field="work_type">
                  Work type
                </SortHeader>
                <SortHeader list={list} field="price">
                  Price
                </SortHeader>
                <Table.ColumnHeader>Software</Table.ColumnHeader>
                <Table.ColumnHeader>Customers</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {services?.data.map((service) => (
                <Table.Row key={service.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{service.name}</Text>
                    {service.description && (
                      <Text color="fg.muted" textStyle="xs" lineClamp={1}>
                        {service.description}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{service.work_type}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">
                    {usd(service.price)}
                  </Table.Cell>
                  <Table.Cell>
                    <Wrap gap="1">
                      {service.software.map((software) => (
                        <Badge key={software.id} variant="outline">
                          {software.name}
                        </Badge>
                      ))}
                    </Wrap>
                  </Table.Cell>
                  <Table.Cell>{service.customer_count}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={service.status} />
                  </Table.Cell>
                  <RecordRowActions name={service.name} editHref={`/services/edit/${service.id}`} onStatus={() => setChanging(service)} onDelete={() => setDeleting(service)} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={services} noun={['service', 'services']} />
      </ListPanel>

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
