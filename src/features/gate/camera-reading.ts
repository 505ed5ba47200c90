/**
 * What the camera scanner decides without touching the camera: which reader a browser gets, how large a
 * frame the fallback decoder reads, and when a code seen again counts as a new scan. Pure, so unit tests
 * can pin it down.
 */

/** How often a frame is read; a verdict in < 150 ms needs no more. */
export const FRAME_EVERY_MS = 120;
/** The same code held in front of the camera is one scan, not one a frame. */
export const SAME_CODE_PAUSE_MS = 3000;
/**
 * The longer side of a frame the fallback decoder reads, in pixels. A ticket's QR code (version 6: 49 modules
 * with its quiet zone) held up to the camera fills a good part of the picture, so 640 px leaves several
 * pixels a module, and a phone's 1920 × 1080 frame would cost the decoder nine times the work.
 */
export const FRAME_MAX_SIDE = 640;

/** The part of the Barcode Detection API the gate uses (not in TypeScript's DOM library yet). */
export type BarcodeDetectorClass = {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
};

/**
 * Whether the browser's own detector reads QR codes. Some browsers define BarcodeDetector and support no
 * format at all on some systems (Chrome on Windows and Linux answers an empty list), so the class alone
 * is no answer.
 */
export async function detectorReadsQr(Detector: BarcodeDetectorClass | undefined): Promise<boolean> {
  if (!Detector) return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/** The size to draw a video frame at for the decoder: its own when small enough, else scaled down to fit. */
export function frameSize(width: number, height: number, maxSide = FRAME_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A filter over the codes read frame after frame: true when a code is a new scan — a different code, or the
 * same one after SAME_CODE_PAUSE_MS since it was last reported (a visitor who comes back to the gate).
 */
export function newScanFilter(pauseMs = SAME_CODE_PAUSE_MS) {
  let last = { text: '', at: Number.NEGATIVE_INFINITY };
  return (text: string, now: number): boolean => {
    if (text === last.text && now - last.at <= pauseMs) return false;
    last = { text, at: now };
    return true;
  };
}
