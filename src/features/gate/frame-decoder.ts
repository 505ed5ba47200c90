/**
 * The camera scanner's reader where the browser has no BarcodeDetector for QR codes: each frame of the video
 * is drawn, scaled down, into a canvas on the page and its pixels are handed (transferred, so not copied) to
 * the decoding worker (qr-decode-worker.ts). The camera scanner imports this module dynamically when the
 * camera starts, so neither it nor the worker is part of any page's first load.
 */
import { frameSize } from './camera-reading';
import type { FrameMessage } from './qr-decode-worker';

export type FrameDecoder = {
  /** The text of the code in the video's current frame, or null; rejects when the worker cannot run. */
  read(video: HTMLVideoElement): Promise<string | null>;
  close(): void;
};

export function createFrameDecoder(): FrameDecoder {
  // Vite builds the worker from this URL into a hashed /assets/ script (the Trusted Types default policy lets
  // the site's own /assets/*.js through, src/lib/trusted-html.ts). A module worker, because the dev server
  // serves the worker's imports unbundled; the build's single-file script runs as one all the same.
  const worker = new Worker(new URL('./qr-decode-worker.ts', import.meta.url), { type: 'module', name: 'qr-decode' });
  const canvas = document.createElement('canvas');
  // Read back every frame: a canvas kept in memory rather than on the GPU makes getImageData cheap.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let pending: { resolve: (text: string | null) => void; reject: (error: Error) => void } | undefined;
  worker.onmessage = (event: MessageEvent<string | null>) => {
    pending?.resolve(event.data);
    pending = undefined;
  };
  worker.onerror = (event) => {
    event.preventDefault();
    pending?.reject(new Error(`the QR decoder did not start: ${event.message}`));
    pending = undefined;
  };
  return {
    read(video) {
      if (!context || video.readyState < 2 || !video.videoWidth) return Promise.resolve(null);
      const size = frameSize(video.videoWidth, video.videoHeight);
      if (canvas.width !== size.width || canvas.height !== size.height) Object.assign(canvas, size);
      context.drawImage(video, 0, 0, size.width, size.height);
      const { data } = context.getImageData(0, 0, size.width, size.height);
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        const message: FrameMessage = { data: data.buffer, width: size.width, height: size.height };
        worker.postMessage(message, [data.buffer]);
      });
    },
    close() {
      worker.terminate();
      pending?.resolve(null);
      pending = undefined;
    },
  };
}
