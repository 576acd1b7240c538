/**
 * A chart: ApexCharts through `react-apexcharts/core`, with only the chart types the app uses (bar,
 * line, donut) and the legend registered, so a route that draws charts loads about half of
 * ApexCharts and a route that does not loads none of it (import this module only from lazily loaded
 * screens). react-apexcharts creates the chart once, updates it in place when its series or options
 * change (a deep comparison first, so equal data is no update), and destroys it on unmount, so a
 * screen open all day does not pile up charts or listeners.
 */
import ReactApexChart from 'react-apexcharts/core';
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/donut';
// eslint-disable-next-line no-restricted-imports -- ApexCharts' own `features/` entry, not src/features.
import 'apexcharts/features/legend';

export type ChartType = 'bar' | 'line' | 'donut';
export type ChartOptions = Omit<ApexOptions, 'series'>;
export type ChartSeries = NonNullable<ApexOptions['series']>;

export interface ChartProps {
  type: ChartType;
  series: ChartSeries;
  options?: ChartOptions;
  height?: number;
  /** The chart's accessible name; the numbers themselves are in `description` or beside the chart. */
  label: string;
  description?: string;
}

/**
 * The band drawn behind a hovered bar. ApexCharts' bar default is a gradient, and its in-place update
 * adds a new gradient to the chart's <defs> on every data change without removing the old one (a
 * dashboard open all day grew by thousands); a solid band of the same look creates none.
 */
const CROSSHAIRS_FILL = { type: 'solid', color: 'rgba(203, 218, 235, 0.45)' } as const;

/** Options every chart shares: no toolbar, no animation (updates land at once, nothing runs after). */
function fullOptions(options: ChartOptions | undefined): ApexOptions {
  return {
    ...options,
    chart: { fontFamily: 'inherit', ...options?.chart, toolbar: { show: false }, animations: { enabled: false }, redrawOnParentResize: true },
    xaxis: { ...options?.xaxis, crosshairs: { ...options?.xaxis?.crosshairs, fill: CROSSHAIRS_FILL } },
  };
}

export function Chart({ type, series, options, height = 260, label, description }: ChartProps) {
  // A figure, not an img: the legend inside is interactive, and an img's content is presentational.
  return (
    <div role="figure" aria-label={description ? `${label}: ${description}` : label} style={{ minHeight: height }}>
      <ReactApexChart type={type} series={series} options={fullOptions(options)} height={height} />
    </div>
  );
}
