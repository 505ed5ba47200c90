/** Settings (spec §2): two tabs, personal info and password (the tab is in the URL, ?tab=password), and this device's reminders. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../../api/account';
import type { Lang } from '../../contract/common';
import { PageHead } from '../../ui/page-head';
import { Tabs } from '../../ui/tabs';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ReminderControl } from './reminder-control';
import styles from './reminder-control.module.css';

import type { SettingsTab } from './personal-tabs';

export function SettingsPage({ lang, tab, onTabChange }: { lang: Lang; tab: SettingsTab; onTabChange: (tab: SettingsTab) => void }) {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(userQueryOptions(lang));
  return (
    <section aria-labelledby="settings-title">
      <PageHead id="settings-title" title={t('titles.settings')} />
      <Tabs
        label={t('settings.tabs')}
        items={[
          { value: 'profile', label: t('settings.tab_profile') },
          { value: 'password', label: t('settings.tab_password') },
        ]}
        value={tab}
        onChange={onTabChange}
      >
        {tab === 'profile' ? <ProfileForm lang={lang} user={user} /> : <PasswordForm lang={lang} login={user.login} />}
      </Tabs>
      <section aria-labelledby="reminders-title" className={styles.section}>
        <h2 id="reminders-title" className={styles.title}>
          {t('reminders.title')}
        </h2>
        <ReminderControl lang={lang} />
      </section>
    </section>
  );
}
