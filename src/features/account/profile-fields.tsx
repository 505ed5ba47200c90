/** The profile's fields, shared by registration and the settings form so both ask the same way. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';
import { PROFILE_FIELDS, REQUIRED_PROFILE_FIELDS, type ProfileField } from '../../contract/user';

export type ProfileFieldsProps = {
  register: (name: ProfileField) => UseFormRegisterReturn;
  errors: Partial<Record<ProfileField, { message?: string | undefined }>>;
};

const AUTOCOMPLETE: Record<ProfileField, string> = {
  last_name: 'family-name',
  first_name: 'given-name',
  patronymic_name: 'additional-name',
  company: 'organization',
  position: 'organization-title',
  city: 'address-level2',
  phone: 'tel',
};

export function ProfileFields({ register, errors }: ProfileFieldsProps) {
  const { t } = useTranslation();
  return PROFILE_FIELDS.map((field) => (
    <TextField
      key={field}
      label={t(`account.fields.${field}`)}
      type={field === 'phone' ? 'tel' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      autoComplete={AUTOCOMPLETE[field]}
      required={REQUIRED_PROFILE_FIELDS.includes(field)}
      error={errors[field]?.message}
      {...register(field)}
    />
  ));
}
