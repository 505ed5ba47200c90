/** Step 1 (spec §2): the contact person, the organisation and the field of activity. */
import { useTranslation } from 'react-i18next';
import { TextField, TopicChoice, type TopicOption } from './fields';
import styles from './fields.module.css';

export function ContactStep({ topics }: { topics: readonly TopicOption[] }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`application.fields.${name}`);
  return (
    <div className={styles.grid}>
      <TextField name="last_name" label={label('last_name')} autoComplete="family-name" />
      <TextField name="first_name" label={label('first_name')} autoComplete="given-name" />
      <TextField name="patronymic_name" label={label('patronymic_name')} autoComplete="additional-name" optional />
      <TextField name="position" label={label('position')} autoComplete="organization-title" />
      <TextField name="company" label={label('company')} autoComplete="organization" />
      <TextField name="phone" label={label('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField name="email" label={label('email')} type="email" autoComplete="email" inputMode="email" />
      <TopicChoice topics={topics} legend={label('field_of_activity')} />
    </div>
  );
}
