/**
 * The gate's decoding worker: frames arrive as RGBA bytes (transferred, not copied) and each gets one answer,
 * the code's text or null. Decoding a 640 px frame takes a few milliseconds on a laptop and several times
 * that on a cheap phone, eight times a second: off the main thread, the page and its verdict screen stay
 * responsive while the camera runs. Built by Vite as a file of its own (frame-decoder.ts names it), so the
 * decoder library loads only when the camera starts, and the service worker precaches it with every chunk.
 */
import { decodeQr } from './qr-decode';

/** What frame-decoder.ts posts: one frame's pixels. */
export type FrameMessage = { data: ArrayBuffer; width: number; height: number };

// The client's TypeScript project has the DOM's globals, not a worker's: name the two this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FrameMessage>) => void) | null;
  postMessage: (text: string | null) => void;
};

scope.onmessage = ({ data: frame }) => {
  let text: string | null = null;
  try {
    text = decodeQr({ data: new Uint8ClampedArray(frame.data), width: frame.width, height: frame.height });
  } catch {
    // A frame the decoder chokes on is a frame without a code; the next one comes 120 ms later.
  }
  scope.postMessage(text);
};
