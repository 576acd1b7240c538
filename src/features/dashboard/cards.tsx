/**
 * The dashboard's cards (spec §1): one component over every card's definition (its title, empty state
 * and content), each card over its own query. Charts are drawn by the shared `Chart` (src/ui/charts),
 * and each chart's accessible name carries its numbers. Every count and chart segment links to the
 * list of what it counts (drill-down.ts), where the user may open it.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { Badge, Box, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import type { DashboardCard } from '../../domain/dashboard-cards';
import type { UserPermissions } from '../../domain/permissions';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../domain/project-lifecycle';
import type { CardData } from '../../gateway/resources/dashboard';
import { Chart } from '../../ui/charts/Chart';
import { ChartLegend } from '../../ui/charts/ChartLegend';
import { CHART_PALETTE, countAxis, donutOptions } from '../../ui/charts/readable';
import { storageSize, storageSizeOfMb, usd, usDay } from '../../ui/format';
import { CardFrame, CardSkeleton } from './CardFrame';
import { drillDown, recordHref, type DrillDown } from './drill-down';
import { countDetailsPlaceholder } from './placeholders';
import { useCard } from './use-card';

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
/**
 * A customer's files (the storage list's link, /storage/file-details/{name}), written here so the
 * dashboard's chunk does not carry the storage list screen and its list kernel.
 */
const storageFilesPath = (name: string) => `/storage/file-details/${encodeURIComponent(name)}`;
/** A link styled as the text it wraps (a table cell's name or number). */
function TextLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link href={href}>
      <Text as="span" color="brand.700" textDecoration="underline" textUnderlineOffset="2px">
        {children}
      </Text>
    </Link>
  );
}

const spoken = (pairs: [string, string | number][]) => pairs.map(([name, value]) => `${name} ${value}`).join(', ');

/** A tile that links to the list of what it counts is a real link: the whole tile, named by its label and number. */
const LINKED_TILE = { _hover: { borderColor: 'brand.500', bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' } } as const;

function Stat({ label, value, href }: { label: string; value: string | number; href?: string | undefined }) {
  const skeleton = useContext(CardSkeleton);
  const shown = typeof value === 'number' ? value.toLocaleString('en-US') : value;
  const tile = (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3" minW="0" display="block" {...(href && !skeleton ? LINKED_TILE : {})}>
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
  if (!href || skeleton) return tile;
  return (
    <Box asChild display="block" borderRadius="lg">
      <Link href={href}>{tile}</Link>
    </Box>
  );
}

const COUNT_LABELS: [keyof CardData['countdetails'], string, (to: DrillDown) => string | undefined][] = [
  ['projects', 'Projects', (to) => to('/projects')],
  ['open_projects', 'Open Projects', (to) => to('/projects', { due: 'open' })],
  ['completed_projects', 'Completed Projects', (to) => to('/projects', { status: 'completed' })],
  ['customers', 'Customers', (to) => to('/customers')],
  ['partners', 'Partners', (to) => to('/partners')],
  ['agents', 'Agents', (to) => to('/agents')],
  ['users', 'Users', (to) => to('/users')],
  ['reviews', 'Reviews', (to) => to('/nps/nps-details')],
];

/** A donut whose slices and legend entries link to their lists; slices of 0 are left out. */
function LinkedDonut({ label, rows, height }: { label: string; rows: readonly { name: string; count: number; color: string; href: string | undefined }[]; height?: number }) {
  const shown = rows.filter((row) => row.count > 0);
  const options = donutOptions(shown.map((row) => row.name), shown.map((row) => row.color));
  return (
    <Stack gap="2">
      <Chart type="donut" label={label} description={spoken(rows.map((row) => [row.name, row.count]))} series={shown.map((row) => row.count)} options={options} links={shown.map((row) => row.href)} height={height} />
      <ChartLegend label={`${label}, each linked to its list`} entries={rows.map((row) => ({ label: row.name, value: row.count, color: row.color, href: row.count > 0 ? row.href : undefined }))} />
    </Stack>
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

type ProjectRanking = CardData['topcustomers'][number];
type RankingLink = (row: ProjectRanking, filters: Record<string, string>) => string | undefined;

/**
 * A ranking's table: its name (linked by `nameHref`) and its project counts, each linked to those
 * projects (`projectsHref` narrows the list to the row).
 */
function rankingTable(label: string, header: string, nameHref: (row: ProjectRanking) => string | undefined, projectsHref: RankingLink) {
  const columns: CardColumn<ProjectRanking>[] = [
    { header, cell: (row) => <TextLink href={nameHref(row)}>{row.name}</TextLink> },
    { header: 'Projects', numeric: true, cell: (row) => <TextLink href={projectsHref(row, {})}>{row.projects}</TextLink> },
    { header: 'Open', numeric: true, cell: (row) => <TextLink href={projectsHref(row, { due: 'open' })}>{row.open}</TextLink> },
    { header: 'Completed', numeric: true, cell: (row) => <TextLink href={projectsHref(row, { status: 'completed' })}>{row.completed}</TextLink> },
  ];
  return (rows: readonly ProjectRanking[]) => <CardTable label={label} columns={columns} rows={rows} />;
}

/** This month (UTC, the server's) as the invoice list's year and month filters. */
function thisMonthFilters(): Record<string, string> {
  const today = new Date();
  return { year: String(today.getUTCFullYear()), month: String(today.getUTCMonth() + 1) };
}

/** "12 reviews", "1 review". */
const reviews = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;

/** A month axis of a chart: `YYYY-MM` as `MM/YYYY`. */
const monthAxis = (rows: readonly { month: string }[]) => ({ categories: rows.map((row) => usMonth(row.month)) });

/** A chart's tooltip line from the point's row (`dataPointIndex`). */
const pointTooltip = <Row,>(rows: readonly Row[], say: (value: number, row: Row | undefined) => string) => ({
  y: { formatter: (value: number, point?: { dataPointIndex?: number }) => say(value, rows[point?.dataPointIndex ?? -1]) },
});

/** The Partners, Customers and Agents cards: one record's counts by status, each opening its list. */
function statusCounts<C extends 'partners' | 'customers' | 'agents'>(card: C, title: string): CardDefinition<C> {
  const list = `/${card}` as const;
  return {
    title,
    body: (data, { to }) => (
      <SimpleGrid columns={2} gap="3">
        <Stat label="Total" value={data.total} href={to(list)} />
        <Stat label="Active" value={data.active} href={to(list, { status: 'active' })} />
        <Stat label="Inactive" value={data.inactive} href={to(list, { status: 'inactive' })} />
        <Stat label="Pending" value={data.pending} href={to(list, { status: 'pending' })} />
      </SimpleGrid>
    ),
  };
}

/** The links of a card's numbers for the signed-in user. */
interface Links {
  to: DrillDown;
  record(path: string): string | undefined;
}

/** One card: its title, when it holds nothing and what it says then, and its content over its data. */
interface CardDefinition<C extends DashboardCard> {
  title: string;
  empty?(data: CardData[C]): boolean;
  emptyText?: string;
  /** What to lay out while loading, when the card's shape depends on the user (else placeholders.ts's). */
  placeholder?(permissions: UserPermissions, customerId: number | undefined): CardData[C];
  body(data: CardData[C], links: Links): ReactNode;
}

const noProjects = { emptyText: 'No projects yet.', empty: (data: readonly unknown[]) => data.length === 0 } as const;

/** The dashboard's cards (spec §1), each over its own query. */
const CARDS: { [C in DashboardCard]: CardDefinition<C> } = {
  countdetails: {
    title: 'Count Details',
    placeholder: countDetailsPlaceholder,
    body: (data, { to }) => (
      <SimpleGrid columns={{ base: 2, md: 4, xl: 8 }} gap="3">
        {COUNT_LABELS.filter(([key]) => data[key] !== null).map(([key, label, link]) => (
          <Stat key={key} label={label} value={data[key] ?? 0} href={link(to)} />
        ))}
      </SimpleGrid>
    ),
  },
  projectstatus: {
    title: 'Project Status',
    empty: (data) => data.every((row) => row.count === 0),
    emptyText: 'No projects yet.',
    body: (data, { to }) => (
      <LinkedDonut
        label="Projects per status"
        rows={data.map((row) => ({
          name: statusName(row.status),
          count: row.count,
          color: STATUS_COLORS[row.status as ProjectStatus] ?? '#718096',
          href: to('/projects', { status: row.status }),
        }))}
      />
    ),
  },
  projectdashboard: {
    title: 'Project Dashboard',
    body: (data, { to }) => (
      <Stack gap="3">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          <Stat label="Open" value={data.open} href={to('/projects', { due: 'open' })} />
          <Stat label="Overdue" value={data.overdue} href={to('/projects', { due: 'overdue' })} />
          <Stat label="Due This Week" value={data.due_this_week} href={to('/projects', { due: 'this_week' })} />
          {/* The month is the server's (the last of the card's months), so the list counts the same days. */}
          <Stat label="Created This Month" value={data.created_this_month} href={to('/projects', { filter_start_date: `${data.months.at(-1)?.month ?? ''}-01` })} />
          {/* The list has no completion-day filter: the completed projects, newest first. */}
          <Stat label="Completed This Month" value={data.completed_this_month} href={to('/projects', { status: 'completed' })} />
        </SimpleGrid>
        <Chart
          type="bar"
          label="Projects created and completed per month"
          description={spoken(data.months.map((row) => [usMonth(row.month), `${row.created} created, ${row.completed} completed`]))}
          series={[
            { name: 'Created', data: data.months.map((row) => row.created) },
            { name: 'Completed', data: data.months.map((row) => row.completed) },
          ]}
          options={{
            xaxis: monthAxis(data.months),
            yaxis: countAxis(Math.max(0, ...data.months.flatMap((row) => [row.created, row.completed]))),
            dataLabels: { enabled: false },
          }}
          height={220}
        />
      </Stack>
    ),
  },
  userservice: {
    title: 'Projects by Service',
    ...noProjects,
    body: (data, { to }) => (
      <Chart
        type="bar"
        label="Projects per service"
        description={spoken(data.map((row) => [row.service, row.count]))}
        series={[{ name: 'Projects', data: data.map((row) => row.count) }]}
        options={{
          plotOptions: { bar: { horizontal: true } },
          xaxis: { categories: data.map((row) => `${row.service} (${row.work_type})`), ...countAxis(Math.max(0, ...data.map((row) => row.count))) },
          dataLabels: { enabled: false },
        }}
        links={data.map((row) => to('/projects', { service: String(row.service_id) }))}
        height={SERVICE_CHART_HEIGHT}
      />
    ),
  },
  topcustomers: {
    title: 'Top 5 Customers',
    ...noProjects,
    body: (data, { to, record }) =>
      rankingTable(
        'Top 5 customers by projects',
        'Customer',
        (row) => record(`/view-customer/${row.id}`),
        (row, filters) => to('/projects', { ...filters, customer: String(row.id) }),
      )(data),
  },
  // A customer's own ranking: its branches by projects (a customer user's, or the customer dashboard's,
  // in place of Top 5 Customers).
  topbranches: {
    title: 'Top 5 Branches',
    ...noProjects,
    body: (data, { to }) => {
      const projectsOf: RankingLink = (row, filters) => to('/projects', { ...filters, branch: String(row.id) });
      return rankingTable('Top 5 branches by projects', 'Branch', (row) => projectsOf(row, {}), projectsOf)(data);
    },
  },
  topbillings: {
    title: 'Top 5 Billings',
    empty: (data) => data.length === 0,
    emptyText: 'No invoices yet.',
    body: (data, { to }) => (
      <CardTable
        label="Top 5 customers by invoiced total"
        columns={[
          { header: 'Customer', cell: (row) => <TextLink href={to('/invoices', { customer_id: String(row.id) })}>{row.name}</TextLink> },
          { header: 'Invoices', numeric: true, cell: (row) => row.invoices },
          { header: 'Total', numeric: true, cell: (row) => usd(row.total) },
        ]}
        rows={data}
      />
    ),
  },
  invoice: {
    title: 'Invoices',
    body: (data, { to }) => {
      // The invoice list has no status filter: Open, Issued and Sent lead to all the invoices.
      const all = to('/invoices');
      return (
        <SimpleGrid columns={2} gap="3">
          <Stat label="Invoices" value={data.count} href={all} />
          <Stat label="Total Billed" value={usd(data.total)} href={all} />
          <Stat label="This Month" value={usd(data.this_month)} href={to('/invoices', thisMonthFilters())} />
          <Stat label="Open" value={usd(data.open)} href={all} />
          <Stat label="Issued" value={usd(data.issued)} href={all} />
          <Stat label="Sent" value={usd(data.sent)} href={all} />
        </SimpleGrid>
      );
    },
  },
  invoicegraph: {
    title: 'Invoice Graph',
    body: (data) => (
      <Chart
        type="bar"
        label="Invoiced per month"
        description={spoken(data.map((row) => [usMonth(row.month), usd(row.total)]))}
        series={[{ name: 'Invoiced', data: data.map((row) => row.total) }]}
        options={{
          xaxis: monthAxis(data),
          yaxis: { labels: { formatter: (value: number) => usd(value) } },
          tooltip: { y: { formatter: (value: number) => usd(value) } },
          dataLabels: { enabled: false },
        }}
        height={240}
      />
    ),
  },
  npschart: {
    title: 'Net Promoter Score',
    empty: (data) => data.total === 0,
    emptyText: 'No reviews yet.',
    body: (data, { to }) => (
      <Stack gap="3">
        <SimpleGrid columns={4} gap="3">
          <Stat label="NPS" value={data.score ?? '—'} href={to('/nps/nps-details')} />
          <Stat label="Promoters" value={data.promoters} href={to('/nps/nps-details', { score_group: 'promoter' })} />
          <Stat label="Passives" value={data.passives} href={to('/nps/nps-details', { score_group: 'passive' })} />
          <Stat label="Detractors" value={data.detractors} href={to('/nps/nps-details', { score_group: 'detractor' })} />
        </SimpleGrid>
        {/* Each point says how many reviews it stands on: a score of 100 from one review is not one from fifty. */}
        <Chart
          type="line"
          label="NPS per month"
          description={spoken(data.months.filter((row) => row.score !== null).map((row) => [usMonth(row.month), `${row.score ?? 0} from ${reviews(row.total)}`]))}
          series={[{ name: 'NPS', data: data.months.map((row) => row.score) }]}
          options={{
            xaxis: monthAxis(data.months),
            yaxis: { min: -100, max: 100, tickAmount: 4 },
            stroke: { width: 3 },
            markers: { size: 4 },
            tooltip: pointTooltip(data.months, (value, row) => `${value} (${reviews(row?.total ?? 0)})`),
          }}
          height={220}
        />
      </Stack>
    ),
  },
  latestreviews: {
    title: 'Latest Reviews',
    empty: (data) => data.length === 0,
    emptyText: 'No reviews yet.',
    body: (data) => (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Latest reviews">
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
    ),
  },
  storagechart: {
    title: 'Storage',
    empty: (data) => data.customers.length === 0,
    emptyText: 'No customers yet.',
    body: (data, { to, record }) => {
      const usedOf = (row: { used_bytes: number; quota_mb: number }) => `${storageSize(row.used_bytes)} of ${storageSizeOfMb(row.quota_mb)}`;
      return (
        <Stack gap="2">
          <Text color="fg.muted" textStyle="sm" data-note>
            <TextLink href={to('/storage')}>
              {storageSize(data.used_bytes)} used of {storageSizeOfMb(data.quota_mb)}
            </TextLink>
          </Text>
          <Chart
            type="bar"
            label="Storage used, percent of quota"
            description={spoken(data.customers.map((row) => [row.name, `${row.used_percent}% (${usedOf(row)})`]))}
            series={[{ name: 'Used %', data: data.customers.map((row) => row.used_percent) }]}
            options={{
              plotOptions: { bar: { horizontal: true } },
              xaxis: { categories: data.customers.map((row) => row.name), max: 100 },
              dataLabels: { enabled: false },
              tooltip: pointTooltip(data.customers, (value, row) => (row ? `${value}% · ${usedOf(row)}` : `${value}%`)),
            }}
            links={data.customers.map((row) => record(storageFilesPath(row.name)))}
            height={STORAGE_CHART_HEIGHT}
          />
        </Stack>
      );
    },
  },
  storageemailstatus: {
    title: 'Storage Email Status',
    body: (data) => (
      <SimpleGrid columns={2} gap="3">
        <Stat label="Pending Requests" value={data.requests.pending} />
        <Stat label="Approved" value={data.requests.approved} />
        <Stat label="Rejected" value={data.requests.rejected} />
        <Stat label="Alerts (30 days)" value={data.alerts} />
        <Stat label="Emails Sent" value={data.emails.sent} />
        <Stat label="Emails Failed" value={data.emails.failed} />
        <Stat label="Emails Not Sent" value={data.emails.not_sent} />
      </SimpleGrid>
    ),
  },
  subscriptionchart: {
    title: 'Subscriptions',
    empty: (data) => data.length === 0,
    emptyText: 'No customers yet.',
    body: (data, { to }) => (
      <LinkedDonut
        label="Customers per subscription"
        rows={data.map((row, index) => ({
          name: subscriptionName(row.subscription_type),
          count: row.count,
          color: CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0],
          href: to('/customers', { subscription_type: row.subscription_type }),
        }))}
        height={240}
      />
    ),
  },
  partners: statusCounts('partners', 'Partners'),
  customers: statusCounts('customers', 'Customers'),
  agents: statusCounts('agents', 'Agents'),
};

/** One card of the dashboard: its own query, the links of its numbers for this user, in its frame. */
export function DashboardCardView<C extends DashboardCard>({ card, customerId }: { card: C; customerId: number | undefined }) {
  const { placeholder, body, ...frame } = CARDS[card] as CardDefinition<C>;
  const state = useCard(card, customerId);
  const { user, permissions } = useSession();
  const links = useMemo<Links>(
    () => ({ to: drillDown(user, permissions, customerId), record: (path) => recordHref(path, user, permissions) }),
    [user, permissions, customerId],
  );
  const shape = useMemo(() => placeholder?.(permissions, customerId), [placeholder, permissions, customerId]);
  return (
    <CardFrame card={card} {...frame} state={state} placeholder={shape}>
      {(data) => body(data, links)}
    </CardFrame>
  );
}
