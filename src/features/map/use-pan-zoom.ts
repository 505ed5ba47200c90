/**
 * Pinch, drag and wheel over the map (@use-gesture), and the keys and buttons that do the same. The view
 * goes straight to the canvas's CSS transform, never through React state: a gesture re-renders nothing,
 * so 1,500 stands pan at the compositor's pace. The label level (numbers, names) is a data attribute the
 * CSS reads, changed only when it crosses a step.
 */
import { useGesture } from '@use-gesture/react';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { centreOn, clampView, fitView, labelLevel, zoomAt, type Frame, type View } from './pan-zoom-model';
import type { Box } from './plan-geometry';

export type PanZoom = {
  viewportRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLDivElement | null>;
  zoomBy: (factor: number) => void;
  panBy: (dx: number, dy: number) => void;
  showWholeHall: () => void;
  /** Centres a box of the plan in the viewport, less `coveredBelow` px hidden at its foot (the stand's sheet). */
  centre: (box: Box, coveredBelow?: number) => void;
  /** Whether the pointer moved since it went down: a drag that ends on a stand is not a tap. */
  dragged: () => boolean;
};

/** What the viewport shows once a movement has settled: the region of the plan (plan units) and the label level. */
export type Sight = { region: Box; level: 0 | 1 | 2 };

export function usePanZoom(plan: { width: number; height: number }, typicalStandWidth: number, onSettle?: (sight: Sight) => void): PanZoom {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const moved = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settled = useRef(onSettle);
  useEffect(() => {
    settled.current = onSettle;
  }, [onSettle]);

  const frame = useCallback((): Frame | null => {
    const viewport = viewportRef.current;
    if (!viewport || plan.width <= 0) return null;
    const { width, height } = viewport.getBoundingClientRect();
    return { width, height, unit: width / plan.width, planWidth: plan.width, planHeight: plan.height };
  }, [plan.width, plan.height]);

  const apply = useCallback(
    (next: View) => {
      const current = frame();
      if (!current) return;
      view.current = clampView(next, current);
      const { x, y, k } = view.current;
      const canvas = canvasRef.current;
      if (canvas) {
        canvas.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
        // A layer of its own while the view moves (the compositor scales it), then none, so Chromium draws
        // the vectors sharp again at the new zoom instead of stretching the picture of the old one.
        canvas.style.willChange = 'transform';
        clearTimeout(settle.current);
        settle.current = setTimeout(() => {
          canvas.style.willChange = '';
          // The labels follow the view once it rests, not every frame of a gesture.
          const scale = current.unit * view.current.k;
          const region = {
            x: -view.current.x / scale,
            y: -view.current.y / scale,
            width: current.width / scale,
            height: current.height / scale,
          };
          settled.current?.({ region, level: labelLevel(view.current, current, typicalStandWidth) });
        }, 150);
      }
      const level = String(labelLevel(view.current, current, typicalStandWidth));
      if (viewportRef.current && viewportRef.current.dataset.labels !== level) viewportRef.current.dataset.labels = level;
    },
    [frame, typicalStandWidth],
  );

  const showWholeHall = useCallback(() => {
    const current = frame();
    if (current) apply(fitView(current));
  }, [apply, frame]);

  const zoomBy = useCallback(
    (factor: number) => {
      const current = frame();
      if (current) apply(zoomAt(view.current, factor, current.width / 2, current.height / 2, current));
    },
    [apply, frame],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => apply({ ...view.current, x: view.current.x + dx, y: view.current.y + dy }),
    [apply],
  );

  const centre = useCallback(
    (box: Box, coveredBelow = 0) => {
      const current = frame();
      if (current) apply(centreOn(box, { ...current, height: Math.max(current.height - coveredBelow, current.height / 2) }, view.current));
    },
    [apply, frame],
  );

  // The first view once the viewport has a size; a new hall starts whole again. A viewport that changes
  // width (a rotated phone, a scroll bar that comes and goes as a dialog opens and closes) keeps what it
  // showed: the canvas is the viewport's width, so the same view is the old one scaled by the change.
  // A viewport hidden for a moment (width 0) comes back as it was.
  useEffect(() => {
    showWholeHall();
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    let last = viewport.clientWidth;
    const observer = new ResizeObserver(() => {
      const width = viewport.clientWidth;
      if (width === 0 || width === last) return;
      if (last === 0) showWholeHall();
      else {
        const ratio = width / last;
        apply({ x: view.current.x * ratio, y: view.current.y * ratio, k: view.current.k });
      }
      last = width;
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [showWholeHall, apply]);

  useGesture(
    {
      onPointerDown: () => {
        moved.current = false;
      },
      onDrag: ({ delta: [dx, dy], pinching, movement: [mx, my] }) => {
        if (pinching) return;
        if (Math.abs(mx) + Math.abs(my) > 6) moved.current = true;
        panBy(dx, dy);
      },
      onPinch: ({ origin: [ox, oy], offset: [scale], memo, first }) => {
        moved.current = true;
        const viewport = viewportRef.current;
        const current = frame();
        if (!viewport || !current) return memo;
        const rect = viewport.getBoundingClientRect();
        const start = (first ? { view: view.current, scale } : memo) as { view: View; scale: number };
        apply(zoomAt(start.view, scale / start.scale, ox - rect.left, oy - rect.top, current));
        return start;
      },
      onWheel: ({ event, delta: [, dy] }) => {
        event.preventDefault();
        const viewport = viewportRef.current;
        const current = frame();
        if (!viewport || !current) return;
        const rect = viewport.getBoundingClientRect();
        apply(zoomAt(view.current, Math.exp(-dy * 0.002), event.clientX - rect.left, event.clientY - rect.top, current));
      },
    },
    { target: viewportRef, eventOptions: { passive: false }, drag: { filterTaps: true }, pinch: { scaleBounds: { min: 0.05, max: 200 } } },
  );

  return { viewportRef, canvasRef, zoomBy, panBy, showWholeHall, centre, dragged: () => moved.current };
}
