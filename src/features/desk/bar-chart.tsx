/**
 * A bar chart drawn on a canvas once the page runs in the browser (the server renders the empty frame, so
 * hydration matches). The canvas is one image to assistive technology, named by `label`; the numbers it
 * draws are in the table each caller puts beneath it.
 */
import { useEffect, useRef } from 'react';
import type { BarChartData } from './bar-chart-draw';
import styles from './desk.module.css';

type Props = BarChartData & { label: string; height: number };

export function BarChart({ label, height, labels, series, horizontal }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let gone = false;
    void import('./bar-chart-draw').then(({ drawBarChart }) => {
      if (!gone && canvas.current) chart = drawBarChart(canvas.current, { labels, series, horizontal });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [labels, series, horizontal]);
  return (
    <div className={styles.chart} style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
