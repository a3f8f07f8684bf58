import { vars } from '@semaphore-console/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type DayCounts, dayDate } from './aggregate';
import * as s from './stats.css';

/** Props of {@link StatsChart}. */
export interface StatsChartProps {
  /** One entry per day, oldest first. */
  days: readonly DayCounts[];
  /** The locale of the day labels. */
  locale: string;
}

/**
 * The value of a theme contract colour (`vars.tone.success.solid` is `var(--…)`) on `element`,
 * read at runtime so the canvas follows the light or dark theme (STYLE.md "Styling and UI").
 */
export function themeColor(element: Element, ref: string): string {
  const name = /var\((--[^),\s]+)/.exec(ref)?.[1];
  if (!name) return ref;
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/** Stands in for `ResizeObserver` where there is none: the chart keeps its first width. */
class NoResize {
  observe(): void {}
  disconnect(): void {}
}

/** The chart's height in CSS pixels. */
const HEIGHT = 220;

/**
 * Runs per day as stacked bars (success at the bottom, then failed, then stopped), drawn with
 * uPlot on a canvas. Decorative: hidden from assistive technology, the table beside it holds the
 * same numbers. Colours and fonts come from the theme contract and are read again when the theme
 * changes; the width follows the container.
 */
export function StatsChart({ days, locale }: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | null = null;
    const dayLabel = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const labels = days.map((d) => dayLabel.format(dayDate(d.date)));
    const xs = days.map((_, i) => i);
    // Bars drawn in this order paint over each other: the total (stopped on top) first.
    const success = days.map((d) => d.success);
    const failed = days.map((d) => d.success + d.failed);
    const total = days.map((d) => d.success + d.failed + d.stopped);
    const build = () => {
      chart?.destroy();
      chart = null;
      const width = el.clientWidth;
      if (width <= 0) return;
      const color = (ref: string) => themeColor(el, ref);
      const text = color(vars.color.textMuted);
      const grid = color(vars.color.border);
      const font = `12px ${getComputedStyle(el).fontFamily}`;
      const bars = uPlot.paths.bars?.({ size: [0.7, 48], align: 0 });
      const series = (label: string, ref: string): uPlot.Series => ({
        label,
        fill: color(ref),
        stroke: color(ref),
        width: 0,
        paths: bars,
        points: { show: false },
      });
      try {
        chart = new uPlot(
          {
            width,
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false, range: [-0.5, Math.max(days.length - 0.5, 0.5)] } },
            axes: [
              {
                stroke: text,
                font,
                grid: { show: false },
                ticks: { stroke: grid },
                space: 56,
                values: (_u, splits) =>
                  splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
              },
              {
                stroke: text,
                font,
                grid: { stroke: grid, width: 1 },
                ticks: { show: false },
                incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
                values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
              },
            ],
            series: [
              {},
              series('stopped', vars.tone.neutral.solid),
              series('failed', vars.tone.error.solid),
              series('success', vars.tone.success.solid),
            ],
          },
          [xs, total, failed, success],
          el,
        );
      } catch {
        // No canvas (a test DOM): the table beside the chart holds the numbers.
        chart = null;
      }
    };
    build();
    let width = el.clientWidth;
    const resized = new (globalThis.ResizeObserver ?? NoResize)(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      if (chart && width > 0) chart.setSize({ width, height: HEIGHT });
      else build();
    });
    resized.observe(el);
    // The theme is a class on <html> (Providers): redraw with its colours when it changes.
    const themed = new MutationObserver(build);
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resized.disconnect();
      themed.disconnect();
      chart?.destroy();
    };
  }, [days, locale]);
  return <div ref={box} className={s.chart} aria-hidden data-testid="stats-chart" />;
}
