/** A new password and its repetition: registration and the password change ask for them the same way. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

export type NewPasswordFieldsProps = {
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  errors: Partial<Record<'password' | 'confirmPassword', { message?: string | undefined }>>;
  /** account.fields.password on registration, account.fields.new_password when changing it. */
  passwordLabel: string;
};

export function NewPasswordFields({ register, errors, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('account.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
