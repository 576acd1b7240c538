/**
 * /invoices: the invoices of the caller's scope, newest month first, filtered by customer, partner,
 * agent, branch, year and month, and paged; a row opens that customer's invoices
 * (/invoices/view/{customer_id}). Totals in US dollars.
 */
import { Badge, Flex, NativeSelect, Spinner, Table } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { usd } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { ListPagination, ListPanel, ListStates } from '../../ui/records/RecordList';
import { SavedViewsMenu } from '../../ui/records/SavedViewsMenu';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { invoiceFilters } from './invoice-scope';
import { useInvoiceOptions, useInvoices } from './use-invoices';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const numberOf = (value: string | undefined) => (value ? Number(value) : undefined);
const named = (options: readonly { id: number | string; name: string }[] | undefined) => options?.map((option) => ({ id: String(option.id), name: option.name }));

export default function InvoicesListScreen() {
  useDocumentTitle('Invoices');
  const { user, permissions } = useSession();
  const shown = invoiceFilters(user, permissions);
  const list = useListState<'period'>('period');
  const { filters } = list;
  const customerId = numberOf(filters.customer_id) ?? (shown.customer ? undefined : (user?.customer_id ?? undefined));
  const [{ data: options }] = useInvoiceOptions({
    withPartners: shown.partner,
    withAgents: shown.agent,
    withCustomers: shown.customer,
    ...(filters.partner ? { partner: Number(filters.partner) } : {}),
    ...(customerId !== undefined ? { customer_id: customerId } : {}),
  });
  const [{ data, fetching, error }] = useInvoices({
    page_number: list.pageNumber,
    pageSize: list.variables.pageSize,
    ...Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, Number(value)])),
  });
  const invoices = data?.invoices;
  const years = [...new Set(options?.invoiceMonths.map((month) => month.year))].map((year) => ({ id: String(year), name: String(year) }));
  // A partner filter narrows the customers offered; a customer chosen before may no longer be among them.
  const setPartner = (value: string) => {
    list.setFilter('partner', value);
    list.setFilter('customer_id', '');
    list.setFilter('branch', '');
  };
  const setCustomer = (value: string) => {
    list.setFilter('customer_id', value);
    list.setFilter('branch', '');
  };

  return (
    <>
      <PageHeader title="Invoices" description="Monthly invoices per customer in US dollars: completed projects, their add-ons and extra storage." />
      <ListPanel>
        <Flex p="4" gap="3" wrap="wrap" align="center" borderBottomWidth="1px" borderColor="border.muted">
          {shown.partner && <OptionSelect size="sm" width="56" label="Filter by partner" placeholder="All partners" value={filters.partner ?? ''} options={named(options?.projectFilterPartners)} onChange={setPartner} />}
          {shown.agent && <OptionSelect size="sm" width="48" label="Filter by agent" placeholder="All agents" value={filters.agent ?? ''} options={named(options?.projectAgentOptions)} onChange={(value) => list.setFilter('agent', value)} />}
          {shown.customer && <OptionSelect size="sm" width="56" label="Filter by customer" placeholder="All customers" value={filters.customer_id ?? ''} options={named(options?.invoiceCustomers)} onChange={setCustomer} />}
          {customerId !== undefined && (
            <OptionSelect size="sm" width="48" label="Filter by branch" placeholder="All branches" value={filters.branch ?? ''} options={named(options?.projectFilterBranches)} onChange={(value) => list.setFilter('branch', value)} />
          )}
          <OptionSelect size="sm" width="32" label="Filter by year" placeholder="All years" value={filters.year ?? ''} options={years} onChange={(value) => list.setFilter('year', value)} />
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field aria-label="Filter by month" value={filters.month ?? ''} onChange={(event) => list.setFilter('month', event.target.value)}>
              <option value="">All months</option>
              {MONTHS.map((name, index) => (
                <option key={name} value={String(index + 1)}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {fetching && invoices && <Spinner size="sm" role="status" aria-label="Refreshing" />}
          <SavedViewsMenu list="invoices" state={list} />
        </Flex>
        <ListStates failure={failureOf(error)} loading={!invoices} empty={invoices?.data.length === 0} noun="invoices" search={undefined}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader>Period</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Projects</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoices?.data.map((invoice) => (
                <Table.Row key={invoice.id}>
                  <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                    <Link href={`/invoices/view/${invoice.customer.id}?invoice=${invoice.id}`} aria-label={`View invoice ${invoice.number}`}>
                      {invoice.number}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <Link href={`/invoices/view/${invoice.customer.id}`}>{invoice.customer.name}</Link>
                    {invoice.partner && (
                      <Badge ml="2" variant="subtle" colorPalette="gray">
                        {invoice.partner.name}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{invoice.period}</Table.Cell>
                  <Table.Cell>
                    <InvoiceStatusBadge status={invoice.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{invoice.project_count}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {usd(invoice.total)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={invoices} noun={['invoice', 'invoices']} />
      </ListPanel>
    </>
  );
}
