/**
 * Chart.js, registered with only what the desk's bar charts use (tree-shaken: no line, pie or time scale
 * code). This module is imported dynamically by bar-chart.tsx, so the library lands in a chunk of its own
 * that the browser fetches when the figures tab first draws, never with a public page.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export type BarSeries = { label: string; values: number[] };
export type BarChartData = { labels: string[]; series: BarSeries[]; horizontal?: boolean | undefined };

/** The design tokens' colours, then distinct hues of similar weight for the fifth gate and on. */
const PALETTE_TOKENS = ['--color-primary', '--color-accent', '--color-success', '--color-border-strong'];
const MORE_COLOURS = ['#6d28d9', '#0e7490', '#a16207', '#be185d', '#4d7c0f', '#1d4ed8'];

function palette(canvas: HTMLCanvasElement): string[] {
  const style = getComputedStyle(canvas);
  return [...PALETTE_TOKENS.map((token) => style.getPropertyValue(token).trim()).filter(Boolean), ...MORE_COLOURS];
}

export function drawBarChart(canvas: HTMLCanvasElement, { labels, series, horizontal }: BarChartData): Chart<'bar'> {
  const colours = palette(canvas);
  const style = getComputedStyle(canvas);
  const text = style.getPropertyValue('--color-text').trim() || '#17202b';
  const grid = style.getPropertyValue('--color-border').trim() || '#d5dbe2';
  const stacked = series.length > 1;
  const countAxis = { stacked, beginAtZero: true, ticks: { precision: 0, color: text }, grid: { color: grid } };
  const labelAxis = { stacked, ticks: { color: text, autoSkip: !horizontal }, grid: { display: false } };
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((entry, index) => ({
        label: entry.label,
        data: entry.values,
        backgroundColor: colours[index % colours.length],
      })),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      // Figures are read, not watched: no animation, and a redraw on resize is instant.
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      font: { family: style.fontFamily },
      scales: horizontal ? { x: countAxis, y: labelAxis } : { x: labelAxis, y: countAxis },
      plugins: { legend: { display: stacked, labels: { color: text } } },
    },
  });
}
