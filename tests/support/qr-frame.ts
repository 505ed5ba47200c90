/**
 * Camera frames with a QR code in them, made from the code's modules (qrcode-generator, the library the
 * ticket draws with): a grey picture with the symbol at any size, turned, softened and grainy, as a camera
 * sees a phone held up to it. The gate's decoder reads them in unit tests (src/features/gate/qr-decode.test.ts),
 * and Chromium plays them as its fake camera in the browser test (YUV4MPEG2, tests/e2e/gate-camera.spec.ts).
 */
import qrcode from 'qrcode-generator';

/** A greyscale picture: one byte of luminance per pixel, row by row. */
export type LumaFrame = { width: number; height: number; luma: Uint8Array };

export type FrameOptions = {
  width?: number;
  height?: number;
  /** Pixels a module, not necessarily whole: a camera never lines the modules up with its pixels. */
  modulePixels?: number;
  /** Turned about the frame's centre, in radians. */
  angle?: number;
  /** The symbol's dark and light as the camera sees them: never pure black and white. */
  dark?: number;
  light?: number;
  /** Grain: each pixel moved by up to ± noise / 2, from a seeded sequence (the same frame every run). */
  noise?: number;
  /** A 3 × 3 box blur, a lens slightly out of focus. */
  blur?: boolean;
};

/** A small seeded generator (mulberry32): frames with grain are the same in every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The text as a QR code (byte mode, error correction M, as the ticket draws it) in a camera frame. */
export function qrFrame(text: string, options: FrameOptions = {}): LumaFrame {
  const { width = 640, height = 480, modulePixels = 6, angle = 0, dark = 35, light = 205, noise = 0, blur = false } = options;
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const modules = code.getModuleCount();
  const random = seeded(text.length * 7919 + modules);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const luma = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Back from the frame's pixel to the symbol's module: turn, scale, then centre the symbol.
      const [dx, dy] = [x + 0.5 - width / 2, y + 0.5 - height / 2];
      const col = Math.floor((cos * dx + sin * dy) / modulePixels + modules / 2);
      const row = Math.floor((cos * dy - sin * dx) / modulePixels + modules / 2);
      const isDark = row >= 0 && col >= 0 && row < modules && col < modules && code.isDark(row, col);
      const grain = noise ? (random() - 0.5) * noise : 0;
      luma[y * width + x] = Math.max(0, Math.min(255, Math.round((isDark ? dark : light) + grain)));
    }
  }
  return { width, height, luma: blur ? boxBlur(luma, width, height) : luma };
}

/** A frame with no code in it: an even grey with grain, what the camera sees between visitors. */
export function blankFrame({ width = 640, height = 480, noise = 40 }: Pick<FrameOptions, 'width' | 'height' | 'noise'> = {}): LumaFrame {
  const random = seeded(width * height);
  const luma = Uint8Array.from({ length: width * height }, () => Math.round(128 + (random() - 0.5) * noise));
  return { width, height, luma };
}

function boxBlur(source: Uint8Array, width: number, height: number): Uint8Array {
  const out = Uint8Array.from(source);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) sum += source[(y + dy) * width + x + dx]!;
      out[y * width + x] = Math.round(sum / 9);
    }
  }
  return out;
}

/** The frame as RGBA bytes, what a canvas's getImageData gives the decoder. */
export function rgbaOf({ width, height, luma }: LumaFrame): { data: Uint8ClampedArray; width: number; height: number } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    data.fill(luma[pixel]!, pixel * 4, pixel * 4 + 3);
    data[pixel * 4 + 3] = 255;
  }
  return { data, width, height };
}

/**
 * The frame as a one-frame YUV4MPEG2 video, which Chromium's fake camera plays in a loop
 * (`--use-file-for-fake-video-capture`): the luminance plane, then both chroma planes (4:2:0, a quarter of
 * the pixels each) at 128, no colour.
 */
export function yuv4mpeg({ width, height, luma }: LumaFrame): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const chroma = Buffer.alloc(2 * Math.ceil(width / 2) * Math.ceil(height / 2), 128);
  return Buffer.concat([header, luma, chroma]);
}
