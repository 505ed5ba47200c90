/**
 * Reads a QR code from a frame's pixels where the browser has no BarcodeDetector (Firefox, Safari, Chrome on
 * Linux and Windows). @nuintun/qrcode is a maintained pure-JavaScript port of ZXing's QR reader: no
 * WebAssembly, which the Content-Security-Policy does not allow ('wasm-unsafe-eval' is not in script-src,
 * decision 0013). Measured on synthetic camera frames of ticket tokens (decision 0026) it read every symbol,
 * where @zxing/library's finder never read about one token in ten, however often the frame was shown, and
 * jsQR was three times slower. It runs in the gate's decoding worker (qr-decode-worker.ts) and in unit tests.
 */
import { binarize, Decoder, Detector, grayscale } from '@nuintun/qrcode';

/** A frame as the worker receives it: RGBA bytes, four per pixel, row by row. */
export type FramePixels = { data: Uint8ClampedArray; width: number; height: number };

const detector = new Detector();
const decoder = new Decoder();

/** The text of the first QR code found in the frame, or null when none could be read. */
export function decodeQr(frame: FramePixels): string | null {
  // grayscale() reads only data, width and height, so a frame that is not an ImageData (tests) will do.
  const matrix = binarize(grayscale(frame as ImageData), frame.width, frame.height);
  const candidates = detector.detect(matrix);
  // The detector offers possible symbols one by one; telling it whether the last one decoded lets it skip
  // the candidates that overlap a symbol already read.
  for (let candidate = candidates.next(); !candidate.done; candidate = candidates.next(false)) {
    try {
      return decoder.decode(candidate.value.matrix).content;
    } catch {
      // Not a readable symbol: try the next candidate.
    }
  }
  return null;
}
