/**
 * What a page shows when its data cannot be loaded (spec §8): the server's error_data.detail when there is
 * one, else a generic text, and a retry. Used as the router's error component, so nothing falls back to the
 * router's built-in English message.
 *
 * With no network and nothing saved on the device, the page says so and offers a retry: the server did
 * nothing wrong, and "unknown server error" would send the visitor looking for the wrong problem.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorDetail } from '../api/errors';
import { useOnlineStatus } from '../pwa/online-status';

/**
 * fetch() rejects with a TypeError when no answer arrived at all (Chromium "Failed to fetch", Firefox
 * "NetworkError…", Safari "Load failed"); other TypeErrors are bugs and keep the generic text.
 */
const isNetworkFailure = (error: unknown) => error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const online = useOnlineStatus();
  const noConnection = !online || isNetworkFailure(error);
  const detail = errorDetail(error) ?? (error instanceof ApiError ? t('errors.generic') : t('errors.unknown_server'));
  return (
    <main id="main" className="container page-section" role="alert">
      <h1 className="section-title">{noConnection ? t('offline.no_connection_title') : t('errors.app')}</h1>
      <p>{noConnection ? t('offline.no_connection_text') : detail}</p>
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
