/**
 * What keeps chart text readable: a label colour with WCAG contrast ≥ 4.5:1 on its slice, donut labels
 * only on slices wide enough to hold them (the rest keep their numbers in the legend and tooltip), and
 * count axes whose ticks are whole numbers (no "0.5 projects").
 */
import type { ChartOptions } from './chart-types';

/** The WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
// Pure black: with white, the one pair where one of the two reaches 4.5:1 on every colour.
const BLACK = '#000000';

/** White or black, whichever reads better on `background` (one of them always reaches 4.58:1). */
export function labelColorOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** Slices under this share of the whole carry no label on the chart (it would not fit). */
export const MIN_LABELLED_SHARE = 0.08;

/**
 * A donut's options: its slice colours, each slice's label in the colour that reads on it, no label on
 * a slice below `MIN_LABELLED_SHARE`, and no legend (the card shows its own, as links).
 */
export function donutOptions(labels: readonly string[], colors: readonly string[]): ChartOptions {
  return {
    labels: [...labels],
    colors: [...colors],
    legend: { show: false },
    dataLabels: { enabled: true, dropShadow: { enabled: false }, style: { colors: colors.map(labelColorOn), fontSize: '12px', fontWeight: 600 } },
    // A ring of 45 % of the radius (ApexCharts' default is 35 %): a label such as "8.2%" fits inside its slice.
    plotOptions: { pie: { donut: { size: '55%' }, dataLabels: { minAngleToShowLabel: 360 * MIN_LABELLED_SHARE } } },
    stroke: { width: 1 },
  };
}

/**
 * A value axis that counts things: starts at 0, whole-number ticks only (at most five steps, one
 * unit each up to five), so no tick reads "0.5 projects".
 */
export function countAxis(max: number): { min: number; max: number; tickAmount: number; labels: { formatter(value: number): string } } {
  const top = Math.max(1, Math.ceil(max));
  const steps = Math.min(top, 5);
  const step = Math.ceil(top / steps);
  return { min: 0, max: step * steps, tickAmount: steps, labels: { formatter: (value: number) => String(Math.round(value)) } };
}

/** A qualitative palette whose colours are told apart and each carry a readable label. */
export const CHART_PALETTE = ['#3182ce', '#dd6b20', '#38a169', '#805ad5', '#d53f8c', '#319795', '#c53030', '#718096'] as const;
