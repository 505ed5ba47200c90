/**
 * The camera half of the gate: the browser's BarcodeDetector reads QR codes from the back camera's video,
 * a few frames a second. Where the browser has no BarcodeDetector the page says so and the hand scanner
 * or the keyboard remain (a decoder library for those browsers is not shipped yet).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './gate-page.module.css';

/** The part of the Barcode Detection API the gate uses (not in TypeScript's DOM library yet). */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;

/** How often a frame is read; a verdict in < 150 ms needs no more. */
const FRAME_EVERY_MS = 120;
/** The same code held in front of the camera is one scan, not one a frame. */
const SAME_CODE_PAUSE_MS = 3000;

const subscribeNever = () => () => undefined;

export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  // Known only in the browser: the server and the first render say nothing.
  const supported = useSyncExternalStore(
    subscribeNever,
    () => !!detectorClass() && !!navigator.mediaDevices?.getUserMedia,
    () => null,
  );
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = detectorClass();
    if (!running || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    const read = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        const [code] = element.readyState >= 2 ? await detector.detect(element) : [];
        const now = Date.now();
        if (code && (code.rawValue !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) {
          last = { text: code.rawValue, at: now };
          onCodeRef.current(code.rawValue);
        }
      } catch {
        // A frame that cannot be read is skipped.
      }
      if (!stopped) timer = window.setTimeout(() => void read(), FRAME_EVERY_MS);
    };
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void read();
      })
      .catch(() => {
        setFailed(true);
        setRunning(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [running]);

  if (supported === null) return null;
  if (!supported) return <p className={styles.note}>{t('gate.camera_unsupported')}</p>;
  return (
    <div className={styles.camera}>
      <button type="button" className="btn btn-secondary" onClick={() => setRunning((value) => !value)} aria-pressed={running}>
        {running ? t('gate.camera_stop') : t('gate.camera_start')}
      </button>
      {failed ? <p className={styles.note}>{t('gate.camera_failed')}</p> : null}
      {running ? <video ref={video} className={styles.video} muted playsInline aria-label={t('gate.camera_label')} /> : null}
    </div>
  );
}
