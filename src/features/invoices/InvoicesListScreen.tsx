/**
 * /invoices: the invoices of the caller's scope, newest month first, filtered by customer, partner,
 * agent, branch, year and month, and paged; a row opens that customer's invoices
 * (/invoices/view/{customer_id}). Totals in US dollars; Export CSV downloads every invoice of the filters.
 */
import { Badge, NativeSelect, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { usd } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { ListColumn } from '../../ui/list/columns';
import { listQueryState, RecordListView } from '../../ui/list/RecordListView';
import { csvExport } from '../../ui/list/ListExports';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { invoiceFilters } from './invoice-scope';
import { useInvoiceOptions, useInvoices, type InvoiceRow } from './use-invoices';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const numberOf = (value: string | undefined) => (value ? Number(value) : undefined);
const named = (options: readonly { id: number | string; name: string }[] | undefined) => options?.map((option) => ({ id: String(option.id), name: option.name }));

const COLUMNS: ListColumn<InvoiceRow>[] = [
  {
    id: 'number',
    header: 'Invoice',
    primary: true,
    cell: (invoice) => (
      <Link href={`/invoices/view/${invoice.customer.id}?invoice=${invoice.id}`} aria-label={`View invoice ${invoice.number}`}>
        <Text as="span" whiteSpace="nowrap">
          {invoice.number}
        </Text>
      </Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (invoice) => (
      <>
        <Link href={`/invoices/view/${invoice.customer.id}`}>{invoice.customer.name}</Link>
        {invoice.partner && (
          <Badge ml="2" variant="subtle" colorPalette="gray">
            {invoice.partner.name}
          </Badge>
        )}
      </>
    ),
  },
  { id: 'period', header: 'Period', cell: (invoice) => <Text whiteSpace="nowrap">{invoice.period}</Text> },
  { id: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  { id: 'projects', header: 'Projects', align: 'end', cell: (invoice) => invoice.project_count },
  { id: 'total', header: 'Total', align: 'end', cell: (invoice) => <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">{usd(invoice.total)}</Text> },
];

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
  const invoices = useInvoices({
    page_number: list.pageNumber,
    pageSize: list.variables.pageSize,
    ...Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, Number(value)])),
  });
  const years = [...new Set(options?.invoiceMonths.map((month) => month.year))].map((year) => ({ id: String(year), name: String(year) }));
  // A partner filter narrows the customers offered; a customer chosen before may no longer be among them.
  const setPartner = (value: string) => {
    list.setFilters({ partner: value, customer_id: '', branch: '' });
  };
  const setCustomer = (value: string) => {
    list.setFilters({ customer_id: value, branch: '' });
  };

  return (
    <>
      <PageHeader title="Invoices" description="Monthly invoices per customer in US dollars: completed projects, their add-ons and extra storage." />
      <RecordListView
        list={list}
        views="invoices"
        {...listQueryState(invoices)}
        noun={['invoice', 'invoices']}
        exports={[csvExport('invoices', filters)]}
        filters={
          <>
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
          </>
        }
        columns={COLUMNS}
        nameOf={(invoice) => invoice.number}
      />
    </>
  );
}
