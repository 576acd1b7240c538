/**
 * /customers: the customers in scope, searched (debounced), filtered by partner, status and
 * subscription type, sorted and paged, with edit and delete where permitted; the name opens the
 * customer's view, where its status and trial change.
 */
import { useState } from 'react';
import { Box, Button, Flex, HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteCustomerDialog } from './CustomerDialogs';
import { SUBSCRIPTION_LABELS, SUBSCRIPTION_OPTIONS, type Customer } from './customer-fields';
import { usDay } from '../../ui/format';
import { useCustomerPartners, useCustomers, type CustomerSort } from './use-customers';

export default function CustomersListScreen() {
  useDocumentTitle('Manage Customers');
  const { permissions } = useSession();
  const list = useListState<CustomerSort>('name');
  const [{ data, fetching, error }] = useCustomers(list.variables);
  const [{ data: partners }] = useCustomerPartners();
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const page = data?.customers;
  const mayCreate = can(permissions, 'Customer', 'create');
  const mayUpdate = can(permissions, 'Customer', 'update');
  const mayDelete = can(permissions, 'Customer', 'delete');
  // A partner or agent sees one partner: no need to filter by it.
  const partnerOptions = partners?.customerPartners ?? [];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Customers" description="The customers, what they subscribe to and who looks after them." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/customers/create">Create Customer</Link>
          </Button>
        )}
      </Flex>

      <ListPanel>
        <ListToolbar label="Search customers" placeholder="Search by name, email or phone" list={list} refreshing={fetching && Boolean(page)} views="customers">
          {partnerOptions.length > 1 && (
            <OptionSelect size="sm" width="56" label="Filter by partner" placeholder="All partners" value={list.filters.partner ?? ''} options={partnerOptions} onChange={(value) => list.setFilter('partner', value)} />
          )}
          <OptionSelect size="sm" width="40" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          <OptionSelect
            size="sm"
            width="48"
            label="Filter by subscription type"
            placeholder="All subscriptions"
            value={list.filters.subscription_type ?? ''}
            options={SUBSCRIPTION_OPTIONS}
            onChange={(value) => list.setFilter('subscription_type', value)}
          />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!page} empty={page?.data.length === 0} noun="customers" search={list.search}>
          <Box overflowX="auto">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <SortHeader list={list} field="name">
                    Name
                  </SortHeader>
                  <Table.ColumnHeader>Contact</Table.ColumnHeader>
                  <Table.ColumnHeader>Partner / Agent</Table.ColumnHeader>
                  <Table.ColumnHeader>Subscription</Table.ColumnHeader>
                  <SortHeader list={list} field="trial_end">
                    Trial Ends
                  </SortHeader>
                  <Table.ColumnHeader>Branches</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <SortHeader list={list} field="created">
                    Created
                  </SortHeader>
                  {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page?.data.map((customer) => (
                  <Table.Row key={customer.id}>
                    <Table.Cell fontWeight="medium">
                      <ChakraLink asChild color="brand.700">
                        <Link href={`/view-customer/${customer.id}`}>{customer.name}</Link>
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell>
                      <Text truncate maxW="15rem" title={customer.email}>
                        {customer.email}
                      </Text>
                      {customer.phone && (
                        <Text color="fg.muted" textStyle="xs">
                          {customer.phone}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{customer.partner?.name ?? '—'}</Text>
                      {customer.agent && (
                        <Text color="fg.muted" textStyle="xs">
                          {customer.agent.name}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{SUBSCRIPTION_LABELS[customer.subscription_type]}</Table.Cell>
                    <Table.Cell>{customer.trial_end ? usDay(customer.trial_end) : '—'}</Table.Cell>
                    <Table.Cell>{customer.branch_count}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={customer.status} />
                    </Table.Cell>
                    <Table.Cell>{usDay(customer.created_at)}</Table.Cell>
                    {(mayUpdate || mayDelete) && (
                      <Table.Cell textAlign="end">
                        <HStack justify="flex-end" gap="2">
                          {mayUpdate && (
                            <Button asChild size="xs" variant="outline">
                              <Link href={`/customers/edit/${customer.id}`} aria-label={`Edit ${customer.name}`}>
                                Edit
                              </Link>
                            </Button>
                          )}
                          {mayDelete && (
                            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${customer.name}`} onClick={() => setDeleting(customer)}>
                              Delete
                            </Button>
                          )}
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </ListStates>
        <ListPagination list={list} page={page} noun={['customer', 'customers']} />
      </ListPanel>

      <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
