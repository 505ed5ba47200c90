/**
 * ARIA tabs (WAI-ARIA Authoring Practices: automatic activation): arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the tab order. The selection is the caller's state
 * (usually a search param, so a link opens the right tab); only the selected panel is rendered.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<T extends string> = { value: T; label: string };

export type TabsProps<T extends string> = {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
};

export function Tabs<T extends string>({ label, items, value, onChange, children }: TabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (item: T) => `${id}-tab-${item}`;

  // On a phone the row of tabs scrolls sideways, and a link may open the last one ("Смена пароля" at
  // 320 px): the selected tab is scrolled into the row's view, on every change and when the row resizes.
  // Only the observer reads the sizes: it reports each element it starts observing once, after the
  // browser's own layout. Reading them in the effect forced the layout of the whole new page into the task
  // that mounted it (1.2–1.4 s of the visitor's plan at 4× CPU).
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver !== 'function') return;
    const reveal = () => {
      const selected = list.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!selected || list.scrollWidth <= list.clientWidth) return;
      const row = list.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      if (tab.left < row.left) list.scrollLeft -= row.left - tab.left;
      else if (tab.right > row.right) list.scrollLeft += tab.right - row.right;
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    const target = items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
  };

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.value}
            id={tabId(item.value)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={item.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={item.value === value ? 0 : -1}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
