/**
 * The favourite star of a card, a modal or a programme item (spec §4 "Favourite toggle"). Signed in, it
 * toggles; anonymous, it shows the please-log-in message with a sign-in link that brings the visitor back
 * to this very page (search and open card included) afterwards, with this star set.
 *
 * Dozens of stars mount and unmount while a long list scrolls, so the star itself is kept light: the
 * message, with its router link and dismissal, exists only while it is shown.
 */
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang } from '../contract/common';
import { useIsSignedIn } from '../session/use-session';
import type { FavouriteIntent } from './favourite-intent';
import styles from './favourite-button.module.css';
import { StarIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';
import { useDismiss } from '../ui/use-dismiss';

export type FavouriteButtonProps = {
  active: boolean;
  /** What the star stands for, carried through signing in when an anonymous visitor taps it (favourite-intent.ts). */
  intent: FavouriteIntent;
  onToggle: (next: boolean) => void;
  /** The item's name, so every star on a page has its own accessible name. */
  name: string;
  /** Marks a change that has not reached the server yet. */
  pending?: boolean;
  withLabel?: boolean;
};

export function FavouriteButton({ active, intent, onToggle, name, pending = false, withLabel = false }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const [hint, setHint] = useState(false);
  const hintId = useId();
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const closeHint = useCallback(() => setHint(false), []);
  const shownActive = signedIn && active;
  const actionText = shownActive ? t('favourites.remove') : t('favourites.add');

  return (
    <span ref={wrapperRef} className={styles.wrapper}>
      <button
        type="button"
        className={`${styles.button} ${shownActive ? styles.active : ''} ${withLabel ? styles.withLabel : ''} ${pending ? styles.pending : ''}`}
        aria-pressed={signedIn ? shownActive : undefined}
        aria-label={withLabel ? undefined : t('favourites.toggle', { name })}
        aria-describedby={hint ? hintId : undefined}
        title={actionText}
        onClick={() => (signedIn ? onToggle(!active) : setHint((open) => !open))}
      >
        <StarIcon size={withLabel ? 20 : 22} fill={shownActive ? 'currentColor' : 'none'} />
        {withLabel ? <span>{actionText}</span> : null}
      </button>
      {hint ? <LoginHint id={hintId} intent={intent} containerRef={wrapperRef} onClose={closeHint} /> : null}
    </span>
  );
}

/**
 * The please-log-in message with a sign-in link that returns to the current page (router state "from")
 * and sets the star there once signed in (router state "favourite").
 */
function LoginHint({
  id,
  intent,
  containerRef,
  onClose,
}: {
  id: string;
  intent: FavouriteIntent;
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  useDismiss(true, containerRef, onClose);
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return (
    <Tooltip onClose={onClose} id={id}>
      {t('tooltips.please_log_in')}{' '}
      <Link to="/$lang/login" params={{ lang }} state={() => ({ from: router.state.location.href, favourite: intent })}>
        {t('header.sign_in')}
      </Link>
    </Tooltip>
  );
}
