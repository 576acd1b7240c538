/**
 * A chart that costs nothing until it is needed: its box (the final height) is laid out at once, so
 * nothing moves when it draws; ApexCharts' code is fetched when the first chart comes near the
 * viewport; and each chart draws in its own idle turn (draw-queue.ts), after the numbers around it
 * have painted and never in the way of input. Inside a `ChartSkeleton` (a card still loading) it is
 * only its box.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { withTimeout } from '../lazy-screen';
import type ApexChartComponent from './ApexChart';
import { requestDrawTurn } from './draw-queue';
import type { ChartOptions, ChartSeries, ChartType } from './chart-types';
import { useInView } from './use-in-view';

export type { ChartOptions, ChartSeries, ChartType } from './chart-types';

let apexChartModule: Promise<{ default: typeof ApexChartComponent }> | undefined;
/** One fetch of the drawing code for every chart. */
const loadApexChart = () => (apexChartModule ??= import('./ApexChart'));
const ApexChart = lazy(withTimeout(loadApexChart));

/** A box whose chart is not drawn yet (still out of view, or waiting for its turn) looks like a skeleton. */
const PENDING = { borderRadius: 8, background: 'var(--chakra-colors-bg-muted)' } as const;

/** True inside a placeholder layout: charts there reserve their box and draw nothing. */
export const ChartSkeleton = createContext(false);

export interface ChartProps {
  type: ChartType;
  series: ChartSeries;
  options?: ChartOptions;
  height?: number;
  /** The chart's accessible name; the numbers themselves are in `description` or beside the chart. */
  label: string;
  description?: string;
  /**
   * Where a click on each data point (slice, bar) leads, in data order; none for a point that leads
   * nowhere. Keyboard and middle-click users take the same links from the card's legend.
   */
  links?: readonly (string | undefined)[] | undefined;
}

/** The options with a click on a data point following its link. */
function linkedOptions(options: ChartOptions | undefined, links: readonly (string | undefined)[], navigate: (to: string) => void): ChartOptions {
  return {
    ...options,
    chart: {
      ...options?.chart,
      events: {
        ...options?.chart?.events,
        dataPointSelection: (_event, _chart, point) => {
          const href = point?.dataPointIndex === undefined ? undefined : links[point.dataPointIndex];
          if (href) navigate(href);
        },
      },
    },
    states: { ...options?.states, active: { filter: { type: 'none' } } },
  };
}

export function Chart({ type, series, options, height = 260, label, description, links }: ChartProps) {
  const [, navigate] = useLocation();
  const shownOptions = useMemo(() => (links ? linkedOptions(options, links, navigate) : options), [options, links, navigate]);
  const skeleton = useContext(ChartSkeleton);
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const [drawing, setDrawing] = useState(false);

  useEffect(() => {
    if (skeleton || !inView || drawing) return undefined;
    let cancelled = false;
    let leaveQueue = () => {};
    // The code first, then a turn: a granted turn draws at once instead of waiting on the network.
    loadApexChart().then(
      () => {
        if (!cancelled) leaveQueue = requestDrawTurn(() => setDrawing(true));
      },
      // Drawing anyway lets the lazy component raise the failure to the screen's error boundary.
      () => !cancelled && setDrawing(true),
    );
    return () => {
      cancelled = true;
      leaveQueue();
    };
  }, [skeleton, inView, drawing]);

  if (skeleton) return <div aria-hidden="true" style={{ height, ...PENDING }} />;
  // A figure, not an img: the legend inside is interactive, and an img's content is presentational.
  return (
    <div ref={box} role="figure" aria-label={description ? `${label}: ${description}` : label} aria-busy={!drawing} data-linked={links ? 'true' : undefined} style={drawing ? { minHeight: height } : { minHeight: height, ...PENDING }}>
      {drawing ? (
        <Suspense fallback={null}>
          <ApexChart type={type} series={series} options={shownOptions} height={height} />
        </Suspense>
      ) : null}
    </div>
  );
}
