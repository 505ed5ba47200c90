/**
 * The map's view as numbers: a translation and a zoom over the hall drawn at the viewport's width. Pure
 * (gestures, keys and "show this stand" all end here), so it is tested without a browser.
 */
import type { Box } from './plan-geometry';

export type View = { x: number; y: number; k: number };
export type Frame = {
  /** The viewport in CSS pixels. */
  width: number;
  height: number;
  /** CSS pixels per plan unit at zoom 1 (the hall fills the viewport's width). */
  unit: number;
  /** The plan's size in plan units. */
  planWidth: number;
  planHeight: number;
};

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 40;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Keeps some of the hall in sight: the plan may not leave the viewport by more than its own size. */
export function clampView(view: View, frame: Frame): View {
  const k = clampZoom(view.k);
  const drawnWidth = frame.planWidth * frame.unit * k;
  const drawnHeight = frame.planHeight * frame.unit * k;
  const margin = 0.5;
  const x = Math.min(frame.width * margin, Math.max(frame.width * (1 - margin) - drawnWidth, view.x));
  const y = Math.min(frame.height * margin, Math.max(frame.height * (1 - margin) - drawnHeight, view.y));
  return { x, y, k };
}

/** The whole hall, centred. */
export function fitView(frame: Frame): View {
  const drawnHeight = frame.planHeight * frame.unit;
  const k = clampZoom(Math.min(1, frame.height / drawnHeight));
  return { k, x: (frame.width - frame.planWidth * frame.unit * k) / 2, y: (frame.height - drawnHeight * k) / 2 };
}

/** Zooms by `factor` keeping the point (px, py) of the viewport where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number, frame: Frame): View {
  const k = clampZoom(view.k * factor);
  const ratio = k / view.k;
  return clampView({ k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }, frame);
}

/** A stand in the middle of the viewport, zoomed so it takes about a fifth of the viewport's width. */
export function centreOn(box: Box, frame: Frame, current: View): View {
  const wanted = Math.min(frame.width, frame.height * 1.5) / 5 / Math.max(box.width * frame.unit, 1);
  const k = clampZoom(Math.max(current.k, Math.min(wanted, 12)));
  const cx = (box.x + box.width / 2) * frame.unit;
  const cy = (box.y + box.height / 2) * frame.unit;
  return clampView({ k, x: frame.width / 2 - cx * k, y: frame.height / 2 - cy * k }, frame);
}

/** How much the labels can say at this zoom: 0 nothing, 1 stand numbers, 2 company names too. */
export function labelLevel(view: View, frame: Frame, typicalStandWidth: number): 0 | 1 | 2 {
  const pixels = typicalStandWidth * frame.unit * view.k;
  return pixels >= 72 ? 2 : pixels >= 22 ? 1 : 0;
}

/** Half the viewport's height as map.module.css sizes it (min(60vh, 560px)): keep the two in step. */
const HALF_VIEWPORT_HEIGHT_CSS = 'min(30vh, 280px)';
/** The viewport width the server assumes for the label level: a phone's, where most visitors open a stand. */
const ASSUMED_WIDTH = 360;

/**
 * The view a page opens with when its address names a stand or a room, as a CSS transform the server
 * writes before any script runs, so a shared "На схеме" link shows the stand at first paint. The server
 * does not know the viewport's size, so the translation is written in the canvas's own percentages (its
 * width is the viewport's, its height the hall's at that width) and the viewport's half height comes from
 * the stylesheet. Where the viewport is narrower than 1.5× its height (every phone held upright) this is
 * centreOn's view exactly, clamping aside; elsewhere the app's own centring corrects it once it runs.
 */
export function openingView(box: Box, plan: { width: number; height: number }, typicalStandWidth: number) {
  const k = clampZoom(Math.min(plan.width / 5 / Math.max(box.width, 1), 12));
  const cx = (box.x + box.width / 2) / plan.width;
  const cy = (box.y + box.height / 2) / plan.height;
  const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
  // What an upright phone shows of the hall at that zoom (its viewport about 1.4× as tall as wide), with a margin.
  const halfWidth = (plan.width / k / 2) * 1.25;
  const halfHeight = halfWidth * 1.6;
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return {
    region: { x: centreX - halfWidth, y: centreY - halfHeight, width: halfWidth * 2, height: halfHeight * 2 },
    transform: `translate(calc(50% - ${percent(k * cx)}), calc(${HALF_VIEWPORT_HEIGHT_CSS} - ${percent(k * cy)})) scale(${k.toFixed(4)})`,
    labels: labelLevel(
      { x: 0, y: 0, k },
      { width: ASSUMED_WIDTH, height: 0, unit: ASSUMED_WIDTH / plan.width, planWidth: plan.width, planHeight: plan.height },
      typicalStandWidth,
    ),
  };
}
