/**
 * What a page shows when its data cannot be loaded (spec §8): the server's error_data.detail when there is
 * one, else a generic text, and a retry. Used as the router's error component, so nothing falls back to the
 * router's built-in English message.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorDetail } from '../api/errors';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const detail = errorDetail(error) ?? (error instanceof ApiError ? t('errors.generic') : t('errors.unknown_server'));
  return (
    <main id="main" className="container page-section" role="alert">
      <h1 className="section-title">{t('errors.app')}</h1>
      <p>{detail}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('errors.retry')}
      </button>
    </main>
  );
}
