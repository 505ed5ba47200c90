import { describe, expect, it } from 'vitest';
import { detectorReadsQr, FRAME_MAX_SIDE, frameSize, newScanFilter, SAME_CODE_PAUSE_MS, type BarcodeDetectorClass } from './camera-reading';

/** A BarcodeDetector class whose getSupportedFormats answers the given formats, or throws. */
function detectorWith(formats: string[] | Error): BarcodeDetectorClass {
  return class {
    static getSupportedFormats() {
      return formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats);
    }
    detect() {
      return Promise.resolve([]);
    }
  };
}

describe('which reader the camera scanner uses', () => {
  it('uses the browser’s detector only where it reads QR codes', async () => {
    expect(await detectorReadsQr(detectorWith(['aztec', 'qr_code', 'ean_13']))).toBe(true);
    // Chrome on Linux and Windows: the class exists and supports nothing.
    expect(await detectorReadsQr(detectorWith([]))).toBe(false);
    expect(await detectorReadsQr(detectorWith(['code_128', 'ean_13']))).toBe(false);
    expect(await detectorReadsQr(detectorWith(new Error('not supported on this platform')))).toBe(false);
    expect(await detectorReadsQr(undefined)).toBe(false);
  });
});

describe('the size a frame is decoded at', () => {
  it('scales a large frame down to fit the longer side, keeping its shape', () => {
    expect(frameSize(1920, 1080)).toEqual({ width: FRAME_MAX_SIDE, height: 360 });
    expect(frameSize(720, 1280)).toEqual({ width: 360, height: FRAME_MAX_SIDE });
    expect(frameSize(1280, 960, 400)).toEqual({ width: 400, height: 300 });
  });

  it('never scales a small frame up, and never answers an empty size', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(0, 0)).toEqual({ width: 1, height: 1 });
  });
});

describe('when a code seen again is a new scan', () => {
  it('reports a code once while it stays in front of the camera, and again after the pause', () => {
    const isNew = newScanFilter();
    expect(isNew('A', 1000)).toBe(true);
    expect(isNew('A', 1120)).toBe(false);
    expect(isNew('A', 1000 + SAME_CODE_PAUSE_MS)).toBe(false);
    expect(isNew('A', 1001 + SAME_CODE_PAUSE_MS)).toBe(true);
    // The pause counts from the last report, not from the first sight.
    expect(isNew('A', 1002 + SAME_CODE_PAUSE_MS)).toBe(false);
  });

  it('reports a different code at once, and the first code again when it comes back', () => {
    const isNew = newScanFilter(500);
    expect(isNew('A', 0)).toBe(true);
    expect(isNew('B', 100)).toBe(true);
    expect(isNew('A', 200)).toBe(true);
    expect(isNew('A', 300)).toBe(false);
  });
});
