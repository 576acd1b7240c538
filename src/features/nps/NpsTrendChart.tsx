/**
 * The NPS trend: one point per month, −100…100, a gap where a month had no reviews, drawn with the
 * shared Chart (src/ui/charts). The chart is a picture for the eye; the same numbers are in a table
 * for screen readers.
 */
import { useMemo } from 'react';
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { Chart, type ChartOptions, type ChartSeries } from '../../ui/charts/Chart';
import type { TrendPoint } from './use-nps';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2026-11` → "Nov 2026". */
export function monthLabel(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

export function NpsTrendChart({ trend }: { trend: readonly TrendPoint[] }) {
  const series = useMemo<ChartSeries>(() => [{ name: 'NPS', data: trend.map((point) => point.score) }], [trend]);
  const options = useMemo<ChartOptions>(
    () => ({
      xaxis: { categories: trend.map((point) => monthLabel(point.month)) },
      yaxis: { min: -100, max: 100, tickAmount: 4 },
      stroke: { width: 3, curve: 'straight' },
      markers: { size: 4 },
      colors: ['#2f5bea'],
      grid: { borderColor: '#e4e7ec' },
      tooltip: { y: { formatter: (value: number | null) => (value === null ? 'No reviews' : String(value)) } },
    }),
    [trend],
  );

  return (
    <Box data-testid="nps-trend-chart">
      <Chart type="line" series={series} options={options} label="Net Promoter Score per month" description="the numbers are in the table that follows" />
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>Net Promoter Score per month</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Month</Table.ColumnHeader>
              <Table.ColumnHeader>Score</Table.ColumnHeader>
              <Table.ColumnHeader>Reviews</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {trend.map((point) => (
              <Table.Row key={point.month}>
                <Table.Cell>{monthLabel(point.month)}</Table.Cell>
                <Table.Cell>{point.score ?? '—'}</Table.Cell>
                <Table.Cell>{point.total}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
