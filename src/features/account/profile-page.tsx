/** The personal area's first page (spec §2 "profile"): who is signed in, and the way to change it. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../../api/account';
import type { Lang } from '../../contract/common';
import type { User } from '../../contract/user';
import { PageHead } from '../../ui/page-head';
import styles from './profile-page.module.css';

const ROWS: (keyof User)[] = ['last_name', 'first_name', 'patronymic_name', 'login', 'phone', 'company', 'position', 'city'];

export function ProfilePage({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(userQueryOptions(lang));
  return (
    <section aria-labelledby="profile-title">
      <PageHead id="profile-title" title={t('titles.profile')} subtitle={t('personal.greeting', { name: user.first_name || user.login })} />
      <p>{t('personal.profile_lead')}</p>
      <dl className={styles.details}>
        {ROWS.map((field) => (
          <div key={field}>
            <dt>{t(`account.fields.${field}`)}</dt>
            <dd>{user[field] ? user[field] : <span className={styles.empty}>{t('personal.empty_value')}</span>}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link to="/$lang/personal/settings" params={{ lang }} className="btn btn-primary">
          {t('personal.edit')}
        </Link>
        <Link to="/$lang/personal/ticket" params={{ lang }} className="btn btn-secondary">
          {t('personal.open_ticket')}
        </Link>
      </div>
    </section>
  );
}
