/**
 * The camera half of the gate: QR codes are read from the back camera's video a few frames a second. Where
 * the browser's BarcodeDetector reads QR codes (Chrome on Android, macOS and ChromeOS) it does the work;
 * elsewhere (Firefox, Safari, Chrome on Linux and Windows) the frames go to a pure-JavaScript decoder in a
 * worker (frame-decoder.ts, qr-decode-worker.ts). That decoder is imported when the camera starts, so no
 * page's first load carries it, and the service worker precaches it with every other chunk, so the gate's
 * camera works offline too. Only a browser without camera access at all is sent to the hand scanner or the
 * keyboard.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { detectorReadsQr, FRAME_EVERY_MS, newScanFilter, type BarcodeDetectorClass } from './camera-reading';
import styles from './gate-page.module.css';

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Reads the code in the video's current frame: null when there is none, a rejection only when the reader broke. */
type Reader = { read(video: HTMLVideoElement): Promise<string | null>; close(): void };

async function openReader(): Promise<Reader> {
  const Detector = detectorClass();
  if (Detector && (await detectorReadsQr(Detector))) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      read: async (video) => {
        try {
          return video.readyState >= 2 ? ((await detector.detect(video))[0]?.rawValue ?? null) : null;
        } catch {
          // A frame that cannot be read is skipped.
          return null;
        }
      },
      close: () => undefined,
    };
  }
  const { createFrameDecoder } = await import('./frame-decoder');
  return createFrameDecoder();
}

const subscribeNever = () => () => undefined;

export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  // Known only in the browser: the server and the first render say nothing.
  const supported = useSyncExternalStore(
    subscribeNever,
    () => !!navigator.mediaDevices?.getUserMedia && (!!detectorClass() || typeof Worker === 'function'),
    () => null,
  );
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<'camera' | 'reader' | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | undefined;
    let reader: Reader | undefined;
    let timer: number | undefined;
    let stopped = false;
    const isNewScan = newScanFilter();
    const fail = (kind: 'camera' | 'reader') => {
      if (stopped) return;
      setFailure(kind);
      setRunning(false);
    };
    const read = async () => {
      const element = video.current;
      if (stopped || !element || !reader) return;
      let text: string | null;
      try {
        text = await reader.read(element);
      } catch {
        fail('reader');
        return;
      }
      if (stopped) return;
      if (text && isNewScan(text, Date.now())) onCodeRef.current(text);
      timer = window.setTimeout(() => void read(), FRAME_EVERY_MS);
    };
    // The camera and the reader start together; whichever arrives after a stop is shut at once.
    const camera = navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    const opened = openReader();
    camera.then(
      (media) => {
        stream = media;
        if (stopped) for (const track of media.getTracks()) track.stop();
      },
      () => undefined,
    );
    opened.then(
      (value) => {
        reader = value;
        if (stopped) value.close();
      },
      () => undefined,
    );
    void (async () => {
      try {
        const media = await camera;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
      } catch {
        fail('camera');
        return;
      }
      try {
        await opened;
      } catch {
        fail('reader');
        return;
      }
      void read();
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      reader?.close();
    };
  }, [running]);

  if (supported === null) return null;
  if (!supported) return <p className={styles.note}>{t('gate.camera_unsupported')}</p>;
  return (
    <div className={styles.camera}>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          setFailure(null);
          setRunning((value) => !value);
        }}
        aria-pressed={running}
      >
        {running ? t('gate.camera_stop') : t('gate.camera_start')}
      </button>
      {failure ? <p className={styles.note}>{t(failure === 'camera' ? 'gate.camera_failed' : 'gate.camera_reader_failed')}</p> : null}
      {running ? <video ref={video} className={styles.video} muted playsInline aria-label={t('gate.camera_label')} /> : null}
    </div>
  );
}
