/** Contacts (spec §2): the organiser's information HTML and the management team with photos. */
import { useTranslation } from 'react-i18next';
import type { ContactsResponse } from '../../contract/contacts';
import { PageHead } from '../../ui/page-head';
import { SafeHtml } from '../../ui/safe-html';
import styles from './contacts-page.module.css';
import { pictureProps } from '../../ui/picture';

export function ContactsPage({ contacts }: { contacts: ContactsResponse }) {
  const { t } = useTranslation();
  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="contacts-title">
      <PageHead id="contacts-title" title={t('contacts.title')} />
      <SafeHtml html={contacts.information} className={`prose ${styles.information}`} />
      {contacts.staffers.length > 0 ? (
        <section aria-labelledby="contacts-management">
          <h2 id="contacts-management" className={styles.heading}>
            {t('contacts.management')}
          </h2>
          <ul className={styles.team}>
            {contacts.staffers.map((staffer) => (
              <li key={staffer.id} className={styles.person}>
                <img
                  className={styles.photo}
                  {...pictureProps(staffer.photo, '240px')}
                  alt=""
                  width={240}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
                <div>
                  <p className={styles.name}>{staffer.full_name}</p>
                  <p className={styles.position}>{staffer.position}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
