/**
 * A dropdown select (spec §2: generic), built as the WAI-ARIA "select-only combobox" pattern's simpler
 * cousin: a button with aria-haspopup=listbox that opens a listbox. Focus moves into the listbox, which
 * tracks the active option with aria-activedescendant; Up/Down move, Home/End jump, Enter or Space choose,
 * Escape or a press outside close (focus back on the button), and choosing closes it. Used where a row
 * of tabs does not fit, such as the partner groups on a phone.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './icons';
import styles from './select-dropdown.module.css';
import { useDismiss } from './use-dismiss';

export type SelectOption<T extends string> = { value: T; label: string };

export type SelectDropdownProps<T extends string> = {
  /** Names the control; shown above the button unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  placeholder?: string;
  className?: string;
};

export function SelectDropdown<T extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  className,
}: SelectDropdownProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  const openAt = (index: number) => {
    if (options.length === 0) return;
    setActive(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    buttonRef.current?.focus();
  };

  // The listbox takes focus when it opens, so the arrow keys and screen readers work inside it.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  // Keeps the active option visible in a long list.
  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? options.length - 1 : 0);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(active + 1, last), ArrowUp: Math.max(active - 1, 0), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const current = options[selectedIndex];
  return (
    <div ref={rootRef} className={className ? `${styles.select} ${className}` : styles.select}>
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex >= 0 ? selectedIndex : 0))}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.value}>{current?.label ?? placeholder ?? t('select.placeholder')}</span>
        <ChevronDownIcon size={20} className={styles.chevron} />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          tabIndex={-1}
          className={styles.list}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
