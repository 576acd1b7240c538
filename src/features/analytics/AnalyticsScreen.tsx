/**
 * /analytics (issue 6 item 2): project throughput, turnaround and on-time rate over time. Filters:
 * the period (spec §3 ids year, month, day), the variant tabs All / QTO / FTE, a date range (empty:
 * the period's default range) and, for staff, a customer. Three charts (the shared src/ui/charts) and a
 * table of the same numbers for screen readers.
 */
import { useMemo, useState } from 'react';
import { Box, Flex, Input, NativeSelect, SimpleGrid, Spinner, Table, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from 'urql';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { ANALYTICS_VARIANTS, PERIODS, PERIOD_LABELS, VARIANT_LABELS, type AnalyticsVariant, type Period } from '../../domain/periods';
import { graphql } from '../../gateway/graphql';
import { reloadOf } from '../../gateway/reload';
import { useAnalytics, type Analytics } from '../../gateway/resources/analytics';
import { AnswerState } from '../../ui/AnswerState';
import { PageHeader } from '../../ui/PageHeader';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { Chart, type ChartOptions, type ChartSeries } from '../../ui/charts/Chart';
import { countAxis } from '../../ui/charts/readable';
import { usDay } from '../../ui/format';
import { useDocumentTitle } from '../../ui/use-document-title';

const CUSTOMERS = graphql(`
  query AnalyticsCustomers {
    projectFilterCustomers {
      id
      name
    }
  }
`);

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const days = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}`);

interface ChartSpec {
  series: ChartSeries;
  options: ChartOptions;
}

function charts(answer: Analytics): { throughput: ChartSpec; turnaround: ChartSpec; onTime: ChartSpec } {
  const categories = answer.buckets.map((bucket) => bucket.label);
  // ApexCharts rotates only labels that overlap: twelve "Dec 2025" labels that merely touch would run
  // together, so a long axis is always slanted.
  const xaxis = { categories, labels: { rotate: -45, rotateAlways: categories.length > 6, hideOverlappingLabels: true } };
  const line = { stroke: { width: 3, curve: 'straight' as const }, markers: { size: 4 } };
  return {
    throughput: {
      series: [
        { name: 'Completed', data: answer.buckets.map((b) => b.completed) },
        { name: 'Created', data: answer.buckets.map((b) => b.created) },
      ],
      // Projects are counted whole: no 0.5 ticks on a small range.
      options: { xaxis, yaxis: countAxis(Math.max(0, ...answer.buckets.flatMap((b) => [b.completed, b.created]))), colors: ['#2563eb', '#94a3b8'], dataLabels: { enabled: false }, legend: { position: 'top' } },
    },
    turnaround: {
      series: [{ name: 'Average turnaround (days)', data: answer.buckets.map((b) => b.avg_turnaround_days) }],
      options: { xaxis, colors: ['#7c3aed'], ...line, yaxis: { min: 0, decimalsInFloat: 1 } },
    },
    onTime: {
      series: [{ name: 'On-time rate (%)', data: answer.buckets.map((b) => (b.on_time_rate === null ? null : Math.round(b.on_time_rate * 1000) / 10)) }],
      options: { xaxis, colors: ['#059669'], ...line, yaxis: { min: 0, max: 100, decimalsInFloat: 0 } },
    },
  };
}

function Figures({ answer }: { answer: Analytics }) {
  const { totals } = answer;
  const items: [string, string][] = [
    ['Created', String(totals.created)],
    ['Completed', String(totals.completed)],
    ['Average turnaround', totals.avg_turnaround_days === null ? '–' : `${days(totals.avg_turnaround_days)} days`],
    ['On-time rate', percent(totals.on_time_rate)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {items.map(([label, value]) => (
        <Box key={label} borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4" bg="bg">
          <Text textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text textStyle="2xl" fontWeight="semibold">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ChartPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="4" bg="bg">
      <Text as="h2" fontWeight="semibold" mb="2">
        {title}
      </Text>
      {children}
    </Box>
  );
}

function FiguresTable({ answer }: { answer: Analytics }) {
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="xl" overflowX="auto" bg="bg">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" p="4" fontWeight="semibold" color="fg">
          Figures by {PERIOD_LABELS[answer.period].toLowerCase()}, {usDay(answer.from)} – {usDay(answer.to)}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{PERIOD_LABELS[answer.period]}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Completed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">On time</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Average turnaround (days)</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">On-time rate</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answer.buckets.map((bucket) => (
            <Table.Row key={bucket.bucket}>
              <Table.Cell>{bucket.label}</Table.Cell>
              <Table.Cell textAlign="end">{bucket.created}</Table.Cell>
              <Table.Cell textAlign="end">{bucket.completed}</Table.Cell>
              <Table.Cell textAlign="end">{bucket.on_time}</Table.Cell>
              <Table.Cell textAlign="end">{days(bucket.avg_turnaround_days)}</Table.Cell>
              <Table.Cell textAlign="end">{percent(bucket.on_time_rate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end">{answer.totals.created}</Table.Cell>
            <Table.Cell textAlign="end">{answer.totals.completed}</Table.Cell>
            <Table.Cell textAlign="end">{answer.totals.on_time}</Table.Cell>
            <Table.Cell textAlign="end">{days(answer.totals.avg_turnaround_days)}</Table.Cell>
            <Table.Cell textAlign="end">{percent(answer.totals.on_time_rate)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}

function Results({ answer }: { answer: Analytics }) {
  const spec = useMemo(() => charts(answer), [answer]);
  const range = `${usDay(answer.from)} to ${usDay(answer.to)}`;
  return (
    <Flex direction="column" gap="4">
      <Figures answer={answer} />
      <ChartPanel title="Throughput">
        <Chart type="bar" label={`Projects completed and created per ${answer.period}, ${range}`} series={spec.throughput.series} options={spec.throughput.options} />
      </ChartPanel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartPanel title="Turnaround">
          <Chart type="line" label={`Average days from creation to completion per ${answer.period}, ${range}`} series={spec.turnaround.series} options={spec.turnaround.options} />
        </ChartPanel>
        <ChartPanel title="On-time rate">
          <Chart type="line" label={`Share of projects completed by their due date per ${answer.period}, ${range}`} series={spec.onTime.series} options={spec.onTime.options} />
        </ChartPanel>
      </SimpleGrid>
      <FiguresTable answer={answer} />
    </Flex>
  );
}

export default function AnalyticsScreen() {
  useDocumentTitle('Analytics');
  const { user, permissions } = useSession();
  const [period, setPeriod] = useState<Period>('month');
  const [variant, setVariant] = useState<AnalyticsVariant>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [customer, setCustomer] = useState('');
  // Staff narrow by customer; customer users see their own projects anyway.
  const staff = user?.customer_id === null && can(permissions, 'Enq', 'view');
  const [customers] = useQuery({ query: CUSTOMERS, pause: !staff });
  const [{ data, fetching, error }, reexecute] = useAnalytics({ variant, period, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(customer ? { customer_id: Number(customer) } : {}) });
  const answer = data?.analytics;

  const choosePeriod = (value: Period) => {
    setPeriod(value);
    // A new period starts from its own default range.
    setFrom('');
    setTo('');
  };

  const body = (
    <AnswerState error={error} data={answer} loading="Loading analytics" onRetry={reloadOf(reexecute)}>
      {(answer) => <Results answer={answer} />}
    </AnswerState>
  );

  return (
    <>
      <PageHeader title="Analytics" description="Project throughput, turnaround (days from creation to completion) and on-time rate over time." />
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <Box>
          <Text asChild textStyle="sm" fontWeight="medium" display="block" mb="1">
            <label htmlFor="analytics-period">Period</label>
          </Text>
          <NativeSelect.Root size="sm" width="32">
            <NativeSelect.Field id="analytics-period" value={period} onChange={(event) => choosePeriod(event.target.value as Period)}>
              {PERIODS.map((id) => (
                <option key={id} value={id}>
                  {PERIOD_LABELS[id]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <Text asChild textStyle="sm" fontWeight="medium" display="block" mb="1">
            <label htmlFor="analytics-from">From</label>
          </Text>
          <Input id="analytics-from" type="date" size="sm" width="44" value={from || answer?.from || ''} onChange={(event) => setFrom(event.target.value)} />
        </Box>
        <Box>
          <Text asChild textStyle="sm" fontWeight="medium" display="block" mb="1">
            <label htmlFor="analytics-to">To</label>
          </Text>
          <Input id="analytics-to" type="date" size="sm" width="44" value={to || answer?.to || ''} onChange={(event) => setTo(event.target.value)} />
        </Box>
        {staff && (
          <Box>
            <Text textStyle="sm" fontWeight="medium" mb="1" aria-hidden="true">
              Customer
            </Text>
            <OptionSelect size="sm" width="56" label="Customer" placeholder="All customers" value={customer} options={customers.data?.projectFilterCustomers} onChange={setCustomer} />
          </Box>
        )}
        {fetching && answer && <Spinner size="sm" role="status" aria-label="Refreshing" />}
      </Flex>
      <Tabs.Root value={variant} onValueChange={(details) => setVariant(details.value as AnalyticsVariant)} variant="line">
        <Tabs.List aria-label="Work type">
          {ANALYTICS_VARIANTS.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {VARIANT_LABELS[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ANALYTICS_VARIANTS.map((id) => (
          <Tabs.Content key={id} value={id} pt="4">
            {id === variant && body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
