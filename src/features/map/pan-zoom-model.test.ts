import { describe, expect, it } from 'vitest';
import { centreOn, clampView, fitView, labelLevel, MAX_ZOOM, zoomAt, type Frame, openingView } from './pan-zoom-model';

const frame: Frame = { width: 390, height: 500, unit: 390 / 1000, planWidth: 1000, planHeight: 500 };

describe('the map view', () => {
  it('fits a wide hall at the viewport width, centred vertically', () => {
    const view = fitView(frame);
    expect(view.k).toBe(1);
    expect(view.x).toBe(0);
    expect(view.y).toBeCloseTo((500 - 195) / 2);
  });

  it('zooms around the pointer: the point under it stays put', () => {
    const start = fitView(frame);
    const zoomed = zoomAt(start, 2, 100, 250, frame);
    const planX = (100 - start.x) / start.k;
    expect(zoomed.x + planX * zoomed.k).toBeCloseTo(100);
    expect(zoomAt(start, 1000, 0, 0, frame).k).toBe(MAX_ZOOM);
    expect(zoomAt(start, 0.001, 0, 0, frame).k).toBe(1);
  });

  it('centres a stand and zooms in on it', () => {
    const box = { x: 800, y: 400, width: 30, height: 30 };
    const view = centreOn(box, frame, fitView(frame));
    const centreX = view.x + (box.x + box.width / 2) * frame.unit * view.k;
    const centreY = view.y + (box.y + box.height / 2) * frame.unit * view.k;
    expect(centreX).toBeCloseTo(frame.width / 2);
    expect(centreY).toBeCloseTo(frame.height / 2);
    expect(labelLevel(view, frame, 30)).toBeGreaterThanOrEqual(1);
  });

  it('never lets the hall leave the viewport', () => {
    const view = clampView({ x: 10_000, y: -10_000, k: 2 }, frame);
    expect(view.x).toBeLessThanOrEqual(frame.width / 2);
    expect(view.y + frame.planHeight * frame.unit * 2).toBeGreaterThanOrEqual(frame.height / 2);
  });

  it('shows numbers, then names, as the stands grow on screen', () => {
    expect(labelLevel({ x: 0, y: 0, k: 1 }, frame, 30)).toBe(0);
    expect(labelLevel({ x: 0, y: 0, k: 2 }, frame, 30)).toBe(1);
    expect(labelLevel({ x: 0, y: 0, k: 7 }, frame, 30)).toBe(2);
  });
});

describe('the view a page opens with at a stand', () => {
  it('is, on an upright phone, the view the app centres the stand with from the whole hall', () => {
    const plan = { width: 1700, height: 700 };
    const box = { x: 800, y: 330, width: 30, height: 30 };
    for (const [width, height] of [
      [358, 506],
      [328, 400],
      [288, 380],
    ] as const) {
      const frame = { width, height, unit: width / plan.width, planWidth: plan.width, planHeight: plan.height };
      const expected = centreOn(box, frame, fitView(frame));
      const opening = openingView(box, plan, 30);
      const [, xPercent, yPercent, k] = /calc\(50% - ([\d.]+)%\), calc\(min\(30vh, 280px\) - ([\d.]+)%\)\) scale\(([\d.]+)\)/.exec(
        opening.transform,
      )!;
      const canvasHeight = (width * plan.height) / plan.width;
      expect(Number(k)).toBeCloseTo(expected.k, 3);
      expect(width / 2 - (Number(xPercent) / 100) * width).toBeCloseTo(expected.x, 0);
      expect(height / 2 - (Number(yPercent) / 100) * canvasHeight).toBeCloseTo(expected.y, 0);
    }
  });
});
