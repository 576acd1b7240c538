/** The chart types and option shapes `Chart` accepts (types only: importing them loads no ApexCharts code). */
import type { ApexOptions } from 'apexcharts';

export type ChartType = 'bar' | 'line' | 'donut';
export type ChartOptions = Omit<ApexOptions, 'series'>;
export type ChartSeries = NonNullable<ApexOptions['series']>;
