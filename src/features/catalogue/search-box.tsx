/**
 * The catalogue search box (spec §9: debounced 300 ms). What the visitor types shows at once; the query
 * reaches the URL (and so the list) 300 ms after the last keystroke, or at once on Enter. A query changed
 * from outside (Back, a removed chip) replaces what the box shows.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import styles from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      performance.mark('catalogue:search-fired');
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== value) onSearch(text);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('catalogue.search_label')}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('catalogue.search_placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      {text ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('catalogue.search_clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </form>
  );
}
