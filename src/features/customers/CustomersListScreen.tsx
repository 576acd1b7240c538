/**
 * /customers: the customers in scope, searched (debounced), filtered by partner, status and
 * subscription type, sorted and paged, with edit and delete (also in bulk, with status) where permitted; the name opens the
 * customer's view, where its status and trial change.
 */
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { ListColumn } from '../../ui/list/columns';
import { SubLine } from '../../ui/list/cells';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { DeleteCustomerDialog } from './CustomerDialogs';
import { SUBSCRIPTION_LABELS, SUBSCRIPTION_OPTIONS, type Customer } from './customer-fields';
import { usDay } from '../../ui/format';
import { useCustomerPartners, useCustomers, type CustomerSort } from './use-customers';

const COLUMNS: ListColumn<Customer>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (customer) => (
      <ChakraLink asChild color="brand.700">
        <Link href={`/view-customer/${customer.id}`}>{customer.name}</Link>
      </ChakraLink>
    ),
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (customer) => (
      <>
        <Text truncate maxW="15rem" title={customer.email}>
          {customer.email}
        </Text>
        {customer.phone && <SubLine>{customer.phone}</SubLine>}
      </>
    ),
  },
  {
    id: 'partner',
    header: 'Partner / Agent',
    cell: (customer) => (
      <>
        <Text>{customer.partner?.name ?? '—'}</Text>
        {customer.agent && <SubLine>{customer.agent.name}</SubLine>}
      </>
    ),
  },
  { id: 'subscription', header: 'Subscription', cell: (customer) => SUBSCRIPTION_LABELS[customer.subscription_type] },
  { id: 'trial_end', header: 'Trial Ends', sort: 'trial_end', cell: (customer) => (customer.trial_end ? usDay(customer.trial_end) : '—') },
  { id: 'branches', header: 'Branches', cell: (customer) => customer.branch_count },
  { id: 'status', header: 'Status', cell: (customer) => <StatusBadge status={customer.status} /> },
  { id: 'created', header: 'Created', sort: 'created', cell: (customer) => usDay(customer.created_at) },
];

export default function CustomersListScreen() {
  const list = useListState<CustomerSort>('name');
  const [{ data: partners }] = useCustomerPartners();
  // A partner or agent sees one partner: no need to filter by it.
  const partnerOptions = partners?.customerPartners ?? [];

  return (
    <RecordListPage
      title="Manage Customers"
      description="The customers, what they subscribe to and who looks after them."
      access="Customer"
      create={{ href: '/customers/create', label: 'Create Customer' }}
      list={list}
      resource="customers"
      query={useCustomers(list.variables)}
      pageOf={(data) => data.customers}
      noun={['customer', 'customers']}
      search={{ label: 'Search customers', placeholder: 'Search by name, email or phone' }}
      filters={
        <>
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
        </>
      }
      columns={COLUMNS}
      nameOf={(customer) => customer.name}
      editHref={(customer) => `/customers/edit/${customer.id}`}
      remove={{ dialog: (customer, onClose) => <DeleteCustomerDialog customer={customer} onClose={onClose} /> }}
      bulk={{ status: true, remove: true }}
    />
  );
}
