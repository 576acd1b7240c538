/**
 * The dashboard's cards (spec §1), one component each over its own query. Charts are drawn by the
 * shared `Chart` (src/ui/charts), and each chart's accessible name carries its numbers.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { Badge, Box, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../domain/project-lifecycle';
import type { CardData, StatusCounts } from '../../gateway/resources/dashboard';
import { Chart } from '../../ui/charts/Chart';
import { formatBytes, usd, usDay } from '../../ui/format';
import { CardFrame, CardSkeleton } from './CardFrame';
import { countDetailsPlaceholder } from './placeholders';
import { useCard } from './use-card';

interface CardProps {
  customerId: number | undefined;
}

/** `YYYY-MM` as the US month `MM/YYYY`. */
export function usMonth(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

const SUBSCRIPTION_NAMES: Record<string, string> = { monthly: 'Monthly', annual: 'Annual', trial: 'Trial' };
const subscriptionName = (type: string) => SUBSCRIPTION_NAMES[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
const statusName = (status: string) => PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status;
/** One colour per status, so no two slices look alike. */
const STATUS_COLORS: Record<ProjectStatus, string> = {
  pending: '#718096',
  in_progress: '#3182ce',
  on_hold: '#dd6b20',
  completed: '#38a169',
  reopen_requested: '#805ad5',
  cancellation_requested: '#d53f8c',
  cancelled: '#c53030',
};
/**
 * The bar charts whose bar count depends on the data keep one height (the bars grow thinner or
 * thicker), so their card has its size before the data arrives.
 */
const SERVICE_CHART_HEIGHT = 300;
const STORAGE_CHART_HEIGHT = 240;
const spoken = (pairs: [string, string | number][]) => pairs.map(([name, value]) => `${name} ${value}`).join(', ');

function Stat({ label, value }: { label: string; value: string | number }) {
  const skeleton = useContext(CardSkeleton);
  const shown = typeof value === 'number' ? value.toLocaleString('en-US') : value;
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3" minW="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      {/* Dollar amounts run long: a smaller size keeps them on one line in a two-column card. The line
          height is the larger size's either way, so the box is the same before and after the number. */}
      {skeleton ? (
        <Text textStyle="xl" lineHeight="1.875rem" width="12" data-placeholder>
          {'\u00a0'}
        </Text>
      ) : (
        <Text textStyle={shown.length > 8 ? 'md' : 'xl'} lineHeight="1.875rem" fontWeight="semibold" whiteSpace="nowrap" data-stat={label}>
          {shown}
        </Text>
      )}
    </Box>
  );
}

const COUNT_LABELS: [keyof CardData['countdetails'], string][] = [
  ['projects', 'Projects'],
  ['open_projects', 'Open Projects'],
  ['completed_projects', 'Completed Projects'],
  ['customers', 'Customers'],
  ['partners', 'Partners'],
  ['agents', 'Agents'],
  ['users', 'Users'],
  ['reviews', 'Reviews'],
];

export function CountDetailsCard({ customerId }: CardProps) {
  const state = useCard('countdetails', customerId);
  const { permissions } = useSession();
  const placeholder = useMemo(() => countDetailsPlaceholder(permissions, customerId), [permissions, customerId]);
  return (
    <CardFrame card="countdetails" title="Count Details" state={state} placeholder={placeholder}>
      {(data) => (
        <SimpleGrid columns={{ base: 2, md: 4, xl: 8 }} gap="3">
          {COUNT_LABELS.filter(([key]) => data[key] !== null).map(([key, label]) => (
            <Stat key={key} label={label} value={data[key] ?? 0} />
          ))}
        </SimpleGrid>
      )}
    </CardFrame>
  );
}

export function ProjectStatusCard({ customerId }: CardProps) {
  const state = useCard('projectstatus', customerId);
  return (
    <CardFrame card="projectstatus" title="Project Status" state={state} empty={(data) => data.every((row) => row.count === 0)} emptyText="No projects yet.">
      {(data) => (
        <Chart
          type="donut"
          label="Projects per status"
          description={spoken(data.map((row) => [statusName(row.status), row.count]))}
          series={data.map((row) => row.count)}
          options={{ labels: data.map((row) => statusName(row.status)), colors: data.map((row) => STATUS_COLORS[row.status as ProjectStatus] ?? '#a0aec0'), legend: { position: 'bottom' } }}
        />
      )}
    </CardFrame>
  );
}

export function ProjectDashboardCard({ customerId }: CardProps) {
  const state = useCard('projectdashboard', customerId);
  return (
    <CardFrame card="projectdashboard" title="Project Dashboard" state={state}>
      {(data) => (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            <Stat label="Open" value={data.open} />
            <Stat label="Overdue" value={data.overdue} />
            <Stat label="Due This Week" value={data.due_this_week} />
            <Stat label="Created This Month" value={data.created_this_month} />
            <Stat label="Completed This Month" value={data.completed_this_month} />
          </SimpleGrid>
          <Chart
            type="bar"
            label="Projects created and completed per month"
            description={spoken(data.months.map((row) => [usMonth(row.month), `${row.created} created, ${row.completed} completed`]))}
            series={[
              { name: 'Created', data: data.months.map((row) => row.created) },
              { name: 'Completed', data: data.months.map((row) => row.completed) },
            ]}
            options={{ xaxis: { categories: data.months.map((row) => usMonth(row.month)) }, dataLabels: { enabled: false } }}
            height={220}
          />
        </Stack>
      )}
    </CardFrame>
  );
}

export function UserServiceCard({ customerId }: CardProps) {
  const state = useCard('userservice', customerId);
  return (
    <CardFrame card="userservice" title="Projects by Service" state={state} empty={(data) => data.length === 0} emptyText="No projects yet.">
      {(data) => (
        <Chart
          type="bar"
          label="Projects per service"
          description={spoken(data.map((row) => [row.service, row.count]))}
          series={[{ name: 'Projects', data: data.map((row) => row.count) }]}
          options={{ plotOptions: { bar: { horizontal: true } }, xaxis: { categories: data.map((row) => `${row.service} (${row.work_type})`) }, dataLabels: { enabled: false } }}
          height={SERVICE_CHART_HEIGHT}
        />
      )}
    </CardFrame>
  );
}

/** A column of a card's table: numbers align to the end. */
interface CardColumn<Row> {
  header: string;
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

function CardTable<Row extends { id: number }>({ label, columns, rows }: { label: string; columns: readonly CardColumn<Row>[]; rows: readonly Row[] }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : undefined}>
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            {columns.map((column) => (
              <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const TOP_CUSTOMER_COLUMNS: readonly CardColumn<CardData['topcustomers'][number]>[] = [
  { header: 'Customer', cell: (row) => row.name },
  { header: 'Projects', numeric: true, cell: (row) => row.projects },
  { header: 'Open', numeric: true, cell: (row) => row.open },
  { header: 'Completed', numeric: true, cell: (row) => row.completed },
];

export function TopCustomersCard({ customerId }: CardProps) {
  const state = useCard('topcustomers', customerId);
  return (
    <CardFrame card="topcustomers" title="Top 5 Customers" state={state} empty={(data) => data.length === 0} emptyText="No projects yet.">
      {(data) => <CardTable label="Top 5 customers by projects" columns={TOP_CUSTOMER_COLUMNS} rows={data} />}
    </CardFrame>
  );
}

const TOP_BILLING_COLUMNS: readonly CardColumn<CardData['topbillings'][number]>[] = [
  { header: 'Customer', cell: (row) => row.name },
  { header: 'Invoices', numeric: true, cell: (row) => row.invoices },
  { header: 'Total', numeric: true, cell: (row) => usd(row.total) },
];

export function TopBillingsCard({ customerId }: CardProps) {
  const state = useCard('topbillings', customerId);
  return (
    <CardFrame card="topbillings" title="Top 5 Billings" state={state} empty={(data) => data.length === 0} emptyText="No invoices yet.">
      {(data) => <CardTable label="Top 5 customers by invoiced total" columns={TOP_BILLING_COLUMNS} rows={data} />}
    </CardFrame>
  );
}

export function InvoiceCard({ customerId }: CardProps) {
  const state = useCard('invoice', customerId);
  return (
    <CardFrame card="invoice" title="Invoices" state={state}>
      {(data) => (
        <SimpleGrid columns={2} gap="3">
          <Stat label="Invoices" value={data.count} />
          <Stat label="Total Billed" value={usd(data.total)} />
          <Stat label="This Month" value={usd(data.this_month)} />
          <Stat label="Open" value={usd(data.open)} />
          <Stat label="Issued" value={usd(data.issued)} />
          <Stat label="Sent" value={usd(data.sent)} />
        </SimpleGrid>
      )}
    </CardFrame>
  );
}

export function InvoiceGraphCard({ customerId }: CardProps) {
  const state = useCard('invoicegraph', customerId);
  return (
    <CardFrame card="invoicegraph" title="Invoice Graph" state={state}>
      {(data) => (
        <Chart
          type="bar"
          label="Invoiced per month"
          description={spoken(data.map((row) => [usMonth(row.month), usd(row.total)]))}
          series={[{ name: 'Invoiced', data: data.map((row) => row.total) }]}
          options={{
            xaxis: { categories: data.map((row) => usMonth(row.month)) },
            yaxis: { labels: { formatter: (value: number) => usd(value) } },
            tooltip: { y: { formatter: (value: number) => usd(value) } },
            dataLabels: { enabled: false },
          }}
          height={240}
        />
      )}
    </CardFrame>
  );
}

export function NpsCard({ customerId }: CardProps) {
  const state = useCard('npschart', customerId);
  return (
    <CardFrame card="npschart" title="Net Promoter Score" state={state} empty={(data) => data.total === 0} emptyText="No reviews yet.">
      {(data) => (
        <Stack gap="3">
          <SimpleGrid columns={4} gap="3">
            <Stat label="NPS" value={data.score ?? '—'} />
            <Stat label="Promoters" value={data.promoters} />
            <Stat label="Passives" value={data.passives} />
            <Stat label="Detractors" value={data.detractors} />
          </SimpleGrid>
          <Chart
            type="line"
            label="NPS per month"
            description={spoken(data.months.filter((row) => row.score !== null).map((row) => [usMonth(row.month), row.score ?? 0]))}
            series={[{ name: 'NPS', data: data.months.map((row) => row.score) }]}
            options={{ xaxis: { categories: data.months.map((row) => usMonth(row.month)) }, yaxis: { min: -100, max: 100 }, stroke: { width: 3 }, markers: { size: 4 } }}
            height={220}
          />
        </Stack>
      )}
    </CardFrame>
  );
}

export function LatestReviewsCard({ customerId }: CardProps) {
  const state = useCard('latestreviews', customerId);
  return (
    <CardFrame card="latestreviews" title="Latest Reviews" state={state} empty={(data) => data.length === 0} emptyText="No reviews yet.">
      {(data) => (
        <Stack as="ul" gap="3" listStyleType="none">
          {data.map((review) => (
            <Box as="li" key={review.id}>
              <Flex justify="space-between" gap="2" align="center">
                <Text fontWeight="medium" truncate>
                  {review.customer.name}
                  {review.user ? ` · ${review.user}` : ''}
                </Text>
                <Badge colorPalette={review.score >= 9 ? 'green' : review.score >= 7 ? 'yellow' : 'red'}>{review.score}/10</Badge>
              </Flex>
              {/* Always two lines high (longer comments clamped), so the card has one height whatever the reviews say. */}
              <Text color="fg.muted" textStyle="sm" lineClamp={2} minH="2.5rem">
                {review.comment || 'No comment.'} — {usDay(review.created_at)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </CardFrame>
  );
}

export function StorageChartCard({ customerId }: CardProps) {
  const state = useCard('storagechart', customerId);
  return (
    <CardFrame card="storagechart" title="Storage" state={state} empty={(data) => data.customers.length === 0} emptyText="No customers yet.">
      {(data) => (
        <Stack gap="2">
          <Text color="fg.muted" textStyle="sm" data-note>
            {formatBytes(data.used_bytes)} used of {data.quota_mb.toLocaleString('en-US')} MB
          </Text>
          <Chart
            type="bar"
            label="Storage used, percent of quota"
            description={spoken(data.customers.map((row) => [row.name, `${row.used_percent}%`]))}
            series={[{ name: 'Used %', data: data.customers.map((row) => row.used_percent) }]}
            options={{
              plotOptions: { bar: { horizontal: true } },
              xaxis: { categories: data.customers.map((row) => row.name), max: 100 },
              dataLabels: { enabled: false },
            }}
            height={STORAGE_CHART_HEIGHT}
          />
        </Stack>
      )}
    </CardFrame>
  );
}

export function StorageEmailStatusCard({ customerId }: CardProps) {
  const state = useCard('storageemailstatus', customerId);
  return (
    <CardFrame card="storageemailstatus" title="Storage Email Status" state={state}>
      {(data) => (
        <SimpleGrid columns={2} gap="3">
          <Stat label="Pending Requests" value={data.requests.pending} />
          <Stat label="Approved" value={data.requests.approved} />
          <Stat label="Rejected" value={data.requests.rejected} />
          <Stat label="Alerts (30 days)" value={data.alerts} />
          <Stat label="Emails Sent" value={data.emails.sent} />
          <Stat label="Emails Failed" value={data.emails.failed} />
          <Stat label="Emails Not Sent" value={data.emails.not_sent} />
        </SimpleGrid>
      )}
    </CardFrame>
  );
}

export function SubscriptionCard({ customerId }: CardProps) {
  const state = useCard('subscriptionchart', customerId);
  return (
    <CardFrame card="subscriptionchart" title="Subscriptions" state={state} empty={(data) => data.length === 0} emptyText="No customers yet.">
      {(data) => (
        <Chart
          type="donut"
          label="Customers per subscription"
          description={spoken(data.map((row) => [subscriptionName(row.subscription_type), row.count]))}
          series={data.map((row) => row.count)}
          options={{ labels: data.map((row) => subscriptionName(row.subscription_type)), legend: { position: 'bottom' } }}
          height={240}
        />
      )}
    </CardFrame>
  );
}

function StatusCountsGrid({ data }: { data: StatusCounts }) {
  return (
    <SimpleGrid columns={2} gap="3">
      <Stat label="Total" value={data.total} />
      <Stat label="Active" value={data.active} />
      <Stat label="Inactive" value={data.inactive} />
      <Stat label="Pending" value={data.pending} />
    </SimpleGrid>
  );
}

export function PartnersCard({ customerId }: CardProps) {
  const state = useCard('partners', customerId);
  return (
    <CardFrame card="partners" title="Partners" state={state}>
      {(data) => <StatusCountsGrid data={data} />}
    </CardFrame>
  );
}

export function CustomersCard({ customerId }: CardProps) {
  const state = useCard('customers', customerId);
  return (
    <CardFrame card="customers" title="Customers" state={state}>
      {(data) => <StatusCountsGrid data={data} />}
    </CardFrame>
  );
}

export function AgentsCard({ customerId }: CardProps) {
  const state = useCard('agents', customerId);
  return (
    <CardFrame card="agents" title="Agents" state={state}>
      {(data) => <StatusCountsGrid data={data} />}
    </CardFrame>
  );
}
