/**
 * The app's toasts (spec §4 "Toasts"): top-right, 5 s, paused while hovered and while the window has lost
 * focus, swiped away, Alt+T to reach them, loading toasts staying until settled (sonner's default), and
 * sonner's own English aria-labels replaced by the page language's. The stack starts below the sticky header
 * (TOASTS_BELOW_HEADER), not over it: "Сеанс завершён. Войдите снова." stood over the header's "Войти", and a
 * pointer resting on a toast pauses it, so the link it asks for stayed covered.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { toasterMounted } from './toast';

export const TOAST_DURATION_MS = 5000;

const TOASTS_BELOW_HEADER = { top: 'calc(var(--header-height) + 8px)' };

/**
 * Sonner pauses its timers while the page is hidden or the stack is expanded (hovered), not when another
 * window takes the focus. A blurred window therefore expands the stack the way a hover does (a mousemove
 * on the list, which sonner's own handler turns into "expanded"), and regaining focus collapses it again
 * through the handler sonner uses after a drag.
 */
function usePauseWhileWindowBlurred() {
  useEffect(() => {
    const list = () => document.querySelector('[data-sonner-toaster]');
    const onBlur = () => list()?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    const onFocus = () => list()?.dispatchEvent(new Event('dragend', { bubbles: true }));
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}

export function AppToaster() {
  const { t } = useTranslation();
  usePauseWhileWindowBlurred();
  // Child effects run first: sonner's Toaster has subscribed by now, so queued toasts can be shown.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="top-right"
      offset={TOASTS_BELOW_HEADER}
      mobileOffset={TOASTS_BELOW_HEADER}
      duration={TOAST_DURATION_MS}
      closeButton
      hotkey={['altKey', 'KeyT']}
      swipeDirections={['right', 'top']}
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
