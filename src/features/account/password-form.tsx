/**
 * Settings, "password" tab (spec §5 "Password change", §8): the current password, a new one of at least
 * six characters (not a common one, not holding the login), and its repetition. The server revokes every other session on a change and hands this
 * device a fresh token pair, which is stored at once.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { changePasswordRequest } from '../../api/account';
import { ApiError } from '../../api/errors';
import type { Lang } from '../../contract/common';
import { localTokenStore } from '../../session/tokens';
import { TextField } from '../../ui/text-field';
import { passwordRefusalText, retryAfterMinutes } from './account-errors';
import { NewPasswordFields } from './new-password-fields';
import { passwordFormSchema, type PasswordForm as PasswordFormValues } from './account-schemas';
import styles from './settings-forms.module.css';

const EMPTY: PasswordFormValues = { old_password: '', password: '', confirmPassword: '' };

/** `login` is the account's: the new password must not contain it. */
export function PasswordForm({ lang, login }: { lang: Lang; login: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => passwordFormSchema(t, login), [t, login]);
  // criteriaMode 'all' lets valibot run the passwords' match check even while other fields are wrong,
  // so every problem shows at once instead of one after another.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({ resolver: valibotResolver(schema), defaultValues: EMPTY, criteriaMode: 'all' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await changePasswordRequest(lang, input);
      if (answer.access && answer.refresh) localTokenStore.save({ access: answer.access, refresh: answer.refresh });
      reset(EMPTY);
      toast.success(t('tooltips.password_changed'));
    } catch (error) {
      const minutes = retryAfterMinutes(error);
      if (error instanceof ApiError && error.payload.error_data.old_password) {
        setError('old_password', { message: t('settings.wrong_old_password') }, { shouldFocus: true });
      }
      // A common password is known only to the server; its refusal goes beside the new password.
      const refusal = passwordRefusalText(error, t);
      if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      toast.error(minutes === null ? t('tooltips.failed_change_password') : t('tooltips.try_again_in', { count: minutes }));
    }
  });

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('account.fields.old_password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <NewPasswordFields register={register} errors={errors} passwordLabel={t('account.fields.new_password')} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('common.please_wait') : t('settings.change_password')}
        </button>
      </div>
    </form>
  );
}
