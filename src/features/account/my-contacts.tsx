/**
 * "Мои контакты" on the favourites' companies tab (issue 34): the favourite exhibitors with their stands,
 * contacts and the visitor's notes as an xlsx or CSV file, for the follow-up after the show. The server
 * builds the file (formula-looking cells neutralised, headers in the visitor's language); it needs the
 * network, so offline the buttons wait and say why. Notes still queued are sent first by the queue, and
 * the file is asked for only once none is waiting, so it holds what the visitor sees.
 */
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadContacts } from '../../api/notes';
import { NOTE_MUTATION_KEY } from '../../api/queued-mutations';
import type { Lang } from '../../contract/common';
import type { ContactsFormat } from '../../contract/notes';
import { useOnlineStatus } from '../../pwa/online-status';
import { toast } from '../../ui/toast';
import styles from './my-contacts.module.css';

/** Hands a file to the browser's downloads; the object URL is let go once the click has taken it. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function MyContacts({ lang, exPrefix }: { lang: Lang; exPrefix: string }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const unsentNotes = useIsMutating({ mutationKey: NOTE_MUTATION_KEY });
  const [busy, setBusy] = useState<ContactsFormat | null>(null);

  const download = async (format: ContactsFormat) => {
    setBusy(format);
    try {
      saveFile(await downloadContacts(lang, exPrefix, format), `${t('favourite_page.contacts_title')}-${exPrefix}.${format}`);
    } catch {
      toast.error(t('favourite_page.contacts_failed'));
    } finally {
      setBusy(null);
    }
  };

  const disabled = !online || busy !== null || unsentNotes > 0;
  return (
    <section className={styles.box} aria-labelledby="my-contacts-title">
      <h2 id="my-contacts-title" className={styles.title}>
        {t('favourite_page.contacts_title')}
      </h2>
      <p className={styles.hint}>{online ? t('favourite_page.contacts_hint') : t('favourite_page.contacts_offline')}</p>
      <div className={styles.actions}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <button key={format} type="button" className="btn btn-secondary" disabled={disabled} onClick={() => void download(format)}>
            {t(format === 'xlsx' ? 'favourite_page.contacts_xlsx' : 'favourite_page.contacts_csv')}
          </button>
        ))}
      </div>
    </section>
  );
}
