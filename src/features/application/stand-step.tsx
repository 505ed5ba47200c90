/**
 * Step 2 (spec §2, §9): exhibition area by kind in square metres, the stand type, printed catalogue
 * placement and other wishes. Areas are not required (blank means 0) but must be whole numbers, the rule
 * the server applies, so the background post is never refused for them after the visitor has left.
 */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AREA_FIELDS,
  CATALOG_OPTION_KEYS,
  PRINTED_CATALOG_OPTIONS,
  STAND_TYPE_KEYS,
  STAND_TYPES,
  type ApplicationFormValues,
} from './application-form';
import { CheckboxGroup, TextField } from './fields';
import styles from './fields.module.css';

export function StandStep() {
  const { t } = useTranslation();
  const { register } = useFormContext<ApplicationFormValues>();
  const areaHintId = useId();
  return (
    <div className={styles.grid}>
      <fieldset className={`${styles.group} ${styles.wide}`} aria-describedby={areaHintId}>
        <legend>{t('application.fields.area')}</legend>
        <p id={areaHintId} className={styles.hint}>
          {t('application.area_hint')}
        </p>
        <div className={styles.areas}>
          {AREA_FIELDS.map((name) => (
            <TextField
              key={name}
              name={name}
              label={t(`application.fields.${name}`)}
              inputMode="numeric"
              autoComplete="off"
              optional
              quiet
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={`${styles.group} ${styles.wide}`}>
        <legend>{t('application.fields.stand_type')}</legend>
        <div className={styles.choices}>
          {STAND_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" value={type} {...register('stand_type')} />
              <span>{t(`application.stand_types.${STAND_TYPE_KEYS[type]}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxGroup
        name="printed_catalog"
        legend={t('application.fields.printed_catalog')}
        options={PRINTED_CATALOG_OPTIONS.map((option) => ({
          value: option,
          label: t(`application.catalog_options.${CATALOG_OPTION_KEYS[option]}`),
        }))}
      />
      <TextField name="extra_wishes" label={t('application.fields.extra_wishes')} multiline optional />
    </div>
  );
}
