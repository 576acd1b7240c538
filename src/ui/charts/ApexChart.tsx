/**
 * The drawing half of `Chart`: ApexCharts through `react-apexcharts/core`, with only the chart types
 * the app uses (bar, line, donut) and the legend registered, so a route that draws charts loads about
 * half of ApexCharts. `Chart` loads this module on demand (the first chart that scrolls into view), so
 * no screen's own chunk carries it. react-apexcharts creates the chart once, updates it in place when
 * its series or options change (a deep comparison first, so equal data is no update), and destroys it
 * on unmount, so a screen open all day does not pile up charts or listeners.
 */
import ReactApexChart from 'react-apexcharts/core';
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/donut';
// eslint-disable-next-line no-restricted-imports -- ApexCharts' own `features/` entry, not src/features.
import 'apexcharts/features/legend';
import type { ChartOptions, ChartSeries, ChartType } from './chart-types';

/**
 * The band drawn behind a hovered bar. ApexCharts' bar default is a gradient, and its in-place update
 * adds a new gradient to the chart's <defs> on every data change without removing the old one (a
 * dashboard open all day grew by thousands); a solid band of the same look creates none.
 */
const CROSSHAIRS_FILL = { type: 'solid', color: 'rgba(203, 218, 235, 0.45)' } as const;

/**
 * Options every chart shares: no toolbar, no animation (updates land at once, nothing runs after), and
 * no extra space under axis charts (ApexCharts adds `parentHeightOffset`, 15 px, to the box after
 * drawing), so a chart is exactly the height its box reserved beforehand.
 */
function fullOptions(options: ChartOptions | undefined): ApexOptions {
  return {
    ...options,
    chart: { fontFamily: 'inherit', ...options?.chart, toolbar: { show: false }, animations: { enabled: false }, redrawOnParentResize: true, parentHeightOffset: 0 },
    xaxis: { ...options?.xaxis, crosshairs: { ...options?.xaxis?.crosshairs, fill: CROSSHAIRS_FILL } },
  };
}

export interface ApexChartProps {
  type: ChartType;
  series: ChartSeries;
  options: ChartOptions | undefined;
  height: number;
}

export default function ApexChart({ type, series, options, height }: ApexChartProps) {
  return <ReactApexChart type={type} series={series} options={fullOptions(options)} height={height} />;
}
