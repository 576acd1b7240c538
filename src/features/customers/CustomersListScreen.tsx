/**
 * /customers: the customers in scope, searched (debounced), filtered by partner, status and
 * subscription type, sorted and paged, with edit and delete (also in bulk, with status) where permitted; the name opens the
 * customer's view, where its status and trial change.
 */
import { Text } from '@chakra-ui/react';
import { NameWithLine, RecordLink, statusColumn, SubLine } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect, StatusFilter } from '../../ui/list/filters';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { useListState } from '../../ui/records/use-list-state';
import { usDay } from '../../ui/format';
import { DeleteCustomerDialog } from './CustomerDialogs';
import { SUBSCRIPTION_LABELS, SUBSCRIPTION_OPTIONS, type Customer } from './customer-fields';
import { useCustomerPartners, useCustomers, type CustomerSort } from './use-customers';

const COLUMNS: ListColumn<Customer>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (customer) => <RecordLink href={`/view-customer/${customer.id}`}>{customer.name}</RecordLink>,
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
  { id: 'partner', header: 'Partner / Agent', cell: (customer) => <NameWithLine name={customer.partner?.name ?? '—'} line={customer.agent?.name} plain /> },
  { id: 'subscription', header: 'Subscription', cell: (customer) => SUBSCRIPTION_LABELS[customer.subscription_type] },
  { id: 'trial_end', header: 'Trial Ends', sort: 'trial_end', cell: (customer) => (customer.trial_end ? usDay(customer.trial_end) : '—') },
  { id: 'branches', header: 'Branches', cell: (customer) => customer.branch_count },
  statusColumn(),
  { id: 'created', header: 'Created', sort: 'created', cell: (customer) => usDay(customer.created_at) },
];

export default function CustomersListScreen() {
  const list = useListState<CustomerSort>('name');
  const [{ data: partners }] = useCustomerPartners();
  return (
    <RecordListPage
      path="/customers"
      description="The customers, what they subscribe to and who looks after them."
      resource="customers"
      list={list}
      query={useCustomers(list.variables)}
      search="Search by name, email or phone"
      filters={
        <>
          {/* A partner or agent sees one partner: no need to filter by it. */}
          <FilterSelect list={list} name="partner" label="Filter by partner" placeholder="All partners" options={partners?.customerPartners} width="56" atLeast={2} />
          <StatusFilter list={list} width="40" />
          <FilterSelect list={list} name="subscription_type" label="Filter by subscription type" placeholder="All subscriptions" options={SUBSCRIPTION_OPTIONS} width="48" />
        </>
      }
      columns={COLUMNS}
      remove={{ dialog: (customer, { close }) => <DeleteCustomerDialog customer={customer} onClose={close} /> }}
    />
  );
}
