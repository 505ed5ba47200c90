/**
 * Visitor registration (spec §2 /{lang}/registration, §3 "Registration payload", §5, §8). Registers for
 * the current exhibition while its registration is open, so the visitor leaves with a ticket; a referral
 * code from the link travels along. Success: a toast, the session stored, and the ticket page.
 * The error toast has an id, dismissed by the next attempt and by the success; a taken e-mail is also
 * marked on the e-mail field, where it stays until the address is changed, and a password the server
 * refuses as too common is marked on the password field, with no toast.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { registrationRequest } from '../../api/account';
import { siteQueryOptions } from '../../api/site';
import type { Lang } from '../../contract/common';
import { signIn } from '../../auth/sign-in';
import { TextField } from '../../ui/text-field';
import { isDuplicateLogin, passwordRefusalText, registrationErrorText } from './account-errors';
import { registrationFormSchema, type RegistrationForm, type RegistrationValues } from './account-schemas';
import { NewPasswordFields } from './new-password-fields';
import { ProfileFields } from './profile-fields';
import styles from './account-card.module.css';

const ERROR_TOAST_ID = 'registration-error';

const EMPTY: RegistrationForm = {
  login: '',
  password: '',
  confirmPassword: '',
  last_name: '',
  first_name: '',
  patronymic_name: '',
  company: '',
  position: '',
  city: '',
  phone: '',
};

export function RegistrationPage({ lang, referral }: { lang: Lang; referral: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = useRouterState({ select: (state) => state.location.state.from });
  const exhibition = useSuspenseQuery({ ...siteQueryOptions(lang), select: (site) => site.site_config }).data;
  const schema = useMemo(() => registrationFormSchema(t), [t]);
  // criteriaMode 'all' lets valibot run the passwords' match check even while other fields are wrong,
  // so every problem shows at once instead of one after another.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationForm, unknown, RegistrationValues>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY,
    criteriaMode: 'all',
  });

  const onSubmit = handleSubmit(async (input) => {
    toast.dismiss(ERROR_TOAST_ID);
    try {
      const target = {
        exPrefix: exhibition.registration_available ? exhibition.prefix_contract : undefined,
        referral: referral || undefined,
      };
      signIn(await registrationRequest(lang, input, target));
      toast.success(t('tooltips.registration_success'));
      await navigate({ to: '/$lang/personal/ticket', params: { lang }, replace: true });
    } catch (error) {
      if (isDuplicateLogin(error)) setError('login', { type: 'server', message: t('registration.login_taken') }, { shouldFocus: true });
      // A common password is known only to the server; its refusal goes beside the field, the form stays
      // filled, and that message is the only one: a generic toast over it would say less, louder.
      const refusal = passwordRefusalText(error, t);
      if (refusal) setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
      else toast.error(registrationErrorText(error, t), { id: ERROR_TOAST_ID });
    }
  });

  return (
    <section className={`container page-section ${styles.page}`}>
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 className="section-title">{t('registration.title')}</h1>
        <p className={styles.lead}>{t('registration.lead')}</p>
        {referral ? <p className={styles.note}>{t('registration.referral', { code: referral })}</p> : null}
        {exhibition.registration_available ? null : <p className={styles.note}>{t('registration.unavailable')}</p>}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.lead}>{t('account.required_note')}</p>
          <div className={styles.columns}>
            <TextField
              label={t('account.fields.login')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={errors.login?.message}
              {...register('login')}
            />
            <span aria-hidden="true" />
            <NewPasswordFields register={register} errors={errors} passwordLabel={t('account.fields.password')} />
            <ProfileFields register={register} errors={errors} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('common.please_wait') : t('registration.submit')}
          </button>
        </form>
        <p className={styles.alt}>
          {t('registration.have_account')}{' '}
          <Link to="/$lang/login" params={{ lang }} state={{ from }}>
            {t('registration.sign_in')}
          </Link>
        </p>
      </div>
    </section>
  );
}
