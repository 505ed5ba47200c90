/**
 * Settings, "personal info" tab (spec §2, §5 "Settings profile", §8): the profile fields, the login shown
 * but not editable. The outcome is an alert under the form (tooltips.data_changed or
 * tooltips.failed_update_data), and what was typed stays on a failure.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { updateProfileRequest } from '../../api/account';
import type { Lang } from '../../contract/common';
import { PROFILE_FIELDS, UserSchema, type User } from '../../contract/user';
import { TextField } from '../../ui/text-field';
import { profileFormSchema, type ProfileForm as ProfileFormInput, type ProfileValues } from './account-schemas';
import { ProfileFields } from './profile-fields';
import cardStyles from './account-card.module.css';
import styles from './settings-forms.module.css';

const profileValues = (user: User) => Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])) as ProfileValues;

export function ProfileForm({ lang, user }: { lang: Lang; user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const schema = useMemo(() => profileFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileValues>({ resolver: valibotResolver(schema), defaultValues: profileValues(user) });

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const updated = v.parse(UserSchema, await updateProfileRequest(lang, input));
      // The profile is cached per language; every copy is the same person.
      queryClient.setQueriesData({ queryKey: ['user'] }, updated);
      reset(profileValues(updated));
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.narrow}>
        <TextField label={t('account.fields.login')} type="email" value={user.login} readOnly aria-describedby="login-fixed" />
        <p id="login-fixed" className={styles.hint}>
          {t('settings.login_fixed')}
        </p>
      </div>
      <div className={cardStyles.columns}>
        <ProfileFields register={register} errors={errors} />
      </div>
      {outcome ? (
        <p role="alert" className={`${styles.alert} ${outcome === 'saved' ? styles.success : styles.failure}`}>
          {outcome === 'saved' ? t('tooltips.data_changed') : t('tooltips.failed_update_data')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('common.please_wait') : t('settings.save')}
        </button>
      </div>
    </form>
  );
}
