/**
 * Step 2 (spec §2, §9): exhibition area by kind in square metres, the stand type, printed catalogue
 * placement and other wishes. Each area may be blank (0) but must be a whole number, and at least one must
 * be above 0: the rules the server applies, so the background post is never refused for them after the
 * visitor has left. "No area above 0" is shown once, under the three fields, which it marks invalid.
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
import { CheckboxGroup, TextField, useGroupError } from './fields';
import styles from './fields.module.css';

export function StandStep() {
  const { t } = useTranslation();
  const { register } = useFormContext<ApplicationFormValues>();
  const areaHintId = useId();
  const areaErrorId = useId();
  const areaError = useGroupError(AREA_FIELDS[0]);
  return (
    <div className={styles.grid}>
      <fieldset className={`${styles.group} ${styles.wide}`} aria-describedby={areaError ? `${areaHintId} ${areaErrorId}` : areaHintId}>
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
              deps={AREA_FIELDS.filter((other) => other !== name)}
              groupErrorId={areaErrorId}
            />
          ))}
        </div>
        {areaError ? (
          <p id={areaErrorId} className={styles.error}>
            {areaError}
          </p>
        ) : null}
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
