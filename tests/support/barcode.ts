/**
 * Reads a barcode the way a gate scanner does: from pixels. A test takes a Playwright screenshot of the
 * rendered barcode (or the saved PNG) and decodes it with ZXing, so a wrong encoding, missing quiet zones,
 * blurred or too narrow bars fail the test — reading the SVG source would prove none of that.
 */
import { createRequire } from 'node:module';
import type * as Zxing from '@zxing/library';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterFrames } from './frames';

// ZXing ships CommonJS whose exports Node's ESM loader cannot name one by one; require it as a whole.
const { BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = createRequire(import.meta.url)(
  '@zxing/library',
) as typeof Zxing;

/** The PNG's pixels as ZXing's binary bitmap, transparent pixels read as white. */
function bitmapOf(png: Buffer) {
  const image = PNG.sync.read(png);
  const { width, height, data } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [r, g, b, a] = [data[pixel * 4]!, data[pixel * 4 + 1]!, data[pixel * 4 + 2]!, data[pixel * 4 + 3]!];
    // Transparent pixels count as the white paper or screen behind them.
    const grey = 0.299 * r + 0.587 * g + 0.114 * b;
    luminance[pixel] = Math.round((grey * a + 255 * (255 - a)) / 255);
  }
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
}

/** The text of the Code 128 barcode in a PNG; throws (ZXing's NotFoundException) when none can be read. */
export function decodeCode128Png(png: Buffer): string {
  // Only the Code 128 reader: a symbol that merely looks like another format must not pass, and the
  // multi-format reader logs every other reader's miss.
  return new Code128Reader().decode(bitmapOf(png), new Map([[DecodeHintType.TRY_HARDER, true]])).getText();
}

/**
 * The text of the QR code in a PNG of the code alone (an element screenshot: the symbol and its quiet zone);
 * throws when none can be read. PURE_BARCODE reads the modules off the grid: ZXing-js's finder-pattern
 * detector misjudges the dimension of some pixel-perfect version 6 symbols ("Dimensions could be not found").
 */
export function decodeQrPng(png: Buffer): string {
  return new QRCodeReader().decode(bitmapOf(png), new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

/**
 * Decodes the code an element shows on screen, from a screenshot of just that element. Like a gate
 * scanner it looks at a few frames: the ticket snaps its bars and modules to whole device pixels right
 * after the first paint, and a frame caught mid-layout is not what a visitor holds up.
 */
async function decodeOnScreen(element: Locator, decode: (png: Buffer) => string, frames: number): Promise<string> {
  let failure: unknown;
  for (let frame = 0; frame < frames; frame += 1) {
    try {
      return decode(await element.screenshot({ animations: 'disabled' }));
    } catch (error) {
      failure = error;
      // The next frames are where the ticket's code snaps to device pixels.
      await afterFrames(element.page(), 3);
    }
  }
  throw failure;
}

export const decodeCode128OnScreen = (element: Locator, frames = 4) => decodeOnScreen(element, decodeCode128Png, frames);

/** The signed token in the ticket's QR code on screen. */
export const decodeQrOnScreen = (element: Locator, frames = 4) => decodeOnScreen(element, decodeQrPng, frames);
