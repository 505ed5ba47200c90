/** Language switcher (spec §2): the site's languages with flag and full name. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { Language } from '../../contract/site';
import { ChevronDownIcon } from '../../ui/icons';
import { Flag } from '../../ui/remote-icon';
import styles from './header-tools.module.css';
import { useLanguageSwitch } from './use-language-switch';

export function LanguageSwitcher({ lang, languages }: { lang: Lang; languages: readonly Language[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const switchLanguage = useLanguageSwitch();
  const current = languages.find((language) => language.code === lang);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (languages.length === 0) return null;

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toolButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('header.choose_language', { name: current?.full_name ?? lang })}
        onClick={() => setOpen((value) => !value)}
      >
        {current && <Flag src={current.icon} className={styles.flag} />}
        <span className={styles.langCode} aria-hidden="true">
          {lang.toUpperCase()}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={`${styles.menu} ${styles.menuRight}`} hidden={!open} aria-label={t('header.language')}>
        {languages.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              className={`${styles.menuItem} ${language.code === lang ? styles.menuItemCurrent : ''}`}
              lang={language.code === 'zh' ? 'zh-CN' : language.code}
              aria-current={language.code === lang ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                switchLanguage(language.code);
              }}
            >
              <Flag src={language.icon} className={styles.flag} />
              <span>{language.full_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
