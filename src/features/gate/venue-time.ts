/** A moment at the show, as the gate shows it: the venue's day and time ('28 ноября 10:42', '11月28日 10:42'). */
import type { Lang } from '../../contract/common';
import { formatVenueDate } from '../../lib/dates';

export const venueDateTime = (iso: string, lang: Lang) => `${formatVenueDate(iso, lang)} ${formatVenueDate(iso, lang, 'HH:mm')}`;
