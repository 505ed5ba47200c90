/**
 * A carousel on embla-carousel: prev/next buttons, one dot per stop, swipe and drag, optional infinite
 * loop. Every control is a labelled button, the current dot carries aria-current, and slides out of view
 * are inert so keyboard focus never lands on a card nobody can see. Where the dots would not fit on one
 * row between the arrows (ten reviews on a 320 px phone), a counter ("Slide 3 of 10") stands in for them. The caller sizes the slides by setting
 * --slide-size (and --slide-gap) on `className`, per breakpoint. Embla's `duration` is not in ms: 20 is
 * about 300 ms on a 60 Hz screen (spec §9 "Slider 300 ms").
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './slider.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type SliderLabels = {
  /** The accessible name of the whole carousel. */
  region: string;
  previous: string;
  next: string;
  /** Name of slide (and of its dot) `index` (0-based) of `total`. */
  slide: (index: number, total: number) => string;
};

export type SliderProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  labels: SliderLabels;
  loop?: boolean;
  className?: string;
};

const SCROLL_DURATION = 20;
/** A dot's target in slider.module.css. */
const DOT = 24;

export function Slider<T>({ items, getKey, renderSlide, labels, loop = false, className }: SliderProps<T>) {
  const [viewportRef, embla] = useEmblaCarousel({ loop, duration: SCROLL_DURATION, align: 'start' });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const [visible, setVisible] = useState<readonly number[] | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  // The width between the arrows, measured; until then the counter, which fits anywhere.
  const [room, setRoom] = useState(0);

  const sync = useCallback((api: NonNullable<typeof embla>) => {
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList().length);
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onInView = () => setVisible(embla.slidesInView());
    // Embla has laid out by now but emitted nothing yet; read its first state in the next frame.
    const frame = requestAnimationFrame(() => {
      sync(embla);
      onInView();
    });
    embla.on('select', sync).on('reInit', sync).on('slidesInView', onInView);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', sync).off('reInit', sync).off('slidesInView', onInView);
    };
  }, [embla, sync]);

  // The room between the arrows decides between dots and a counter: read after layout (never while
  // rendering) and before paint, so a row of dots never shows for a frame as a counter.
  const hasControls = snaps > 1;
  useLayoutEffect(() => {
    const controls = controlsRef.current;
    if (!hasControls || !controls) return;
    const measure = () => {
      const arrows = [...controls.querySelectorAll<HTMLElement>(':scope > button')].reduce((sum, arrow) => sum + arrow.offsetWidth, 0);
      const gap = parseFloat(getComputedStyle(controls).columnGap) || 0;
      setRoom(controls.clientWidth - arrows - 2 * gap);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(controls);
    return () => observer.disconnect();
  }, [hasControls]);

  const total = items.length;
  const dotsFit = snaps * DOT <= room;
  return (
    <div
      className={[styles.slider, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
    >
      <div ref={viewportRef} className={styles.viewport}>
        <div className={styles.track}>
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index, total)}
              inert={visible !== null && !visible.includes(index)}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {hasControls && (
        <div ref={controlsRef} className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeftIcon />
          </button>
          {dotsFit ? (
            <div className={styles.dots}>
              {Array.from({ length: snaps }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={labels.slide(index, snaps)}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              ))}
            </div>
          ) : (
            <p className={styles.counter} aria-live="polite">
              {labels.slide(selected, snaps)}
            </p>
          )}
          <button type="button" className={styles.arrow} aria-label={labels.next} disabled={!canNext} onClick={() => embla?.scrollNext()}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
