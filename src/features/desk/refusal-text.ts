/**
 * The desk's sentence for a refused upload or download: in the organiser's language when the server named
 * its reason (DeskRefusal), else the server's own detail after a translated lead-in, and a size limit or a
 * failed call as such.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors';
import { DESK_UPLOAD_MAX_BYTES, isDeskRefusal } from '../../contract/desk-data';

export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('desk.loadFailed');
  if (error.status === 413) return t('desk.data.tooLarge', { mb: DESK_UPLOAD_MAX_BYTES / 1024 / 1024 });
  if (error.status !== 400) return t('desk.loadFailed');
  const { reason, ...details } = error.payload.error_data;
  if (isDeskRefusal(reason)) return t(`desk.data.refusal.${reason}`, details);
  return t('desk.data.refused', { detail: error.message });
}
