/**
 * Reads a barcode the way a gate scanner does: from pixels. A test takes a Playwright screenshot of the
 * rendered barcode (or the saved PNG) and decodes it with ZXing, so a wrong encoding, missing quiet zones,
 * blurred or too narrow bars fail the test — reading the SVG source would prove none of that.
 */
import { createRequire } from 'node:module';
import type * as Zxing from '@zxing/library';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

// ZXing ships CommonJS whose exports Node's ESM loader cannot name one by one; require it as a whole.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = createRequire(import.meta.url)(
  '@zxing/library',
) as typeof Zxing;

/** The text of the Code 128 barcode in a PNG; throws (ZXing's NotFoundException) when none can be read. */
export function decodeCode128Png(png: Buffer): string {
  const image = PNG.sync.read(png);
  const { width, height, data } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [r, g, b, a] = [data[pixel * 4]!, data[pixel * 4 + 1]!, data[pixel * 4 + 2]!, data[pixel * 4 + 3]!];
    // Transparent pixels count as the white paper or screen behind them.
    const grey = 0.299 * r + 0.587 * g + 0.114 * b;
    luminance[pixel] = Math.round((grey * a + 255 * (255 - a)) / 255);
  }
  const reader = new MultiFormatReader();
  const hints = new Map<Zxing.DecodeHintType, unknown>([
    // Only Code 128: a symbol that merely looks like another format must not pass.
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return reader.decode(bitmap).getText();
}

/** Decodes the barcode an element shows on screen, from a screenshot of just that element. */
export async function decodeCode128OnScreen(element: Locator): Promise<string> {
  return decodeCode128Png(await element.screenshot({ animations: 'disabled' }));
}
