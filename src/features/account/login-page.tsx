/**
 * Signing in (spec §2 /{lang}/login, §4 "Login success", §8 login errors). The form validates with the
 * contract's own rules (the ones the server runs), keeps what was typed on any error, and on success
 * returns to the page the visitor came from, carried in the router state `from`.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import * as v from 'valibot';
import { loginRequest } from '../../api/account';
import { ApiError, HttpError } from '../../api/errors';
import type { LoginInput } from '../../contract/auth';
import type { Lang } from '../../contract/common';
import { currentPasswordRule, loginRule, withMessages } from '../../contract/form-rules';
import { afterSignInPath } from '../../session/return-path';
import { signIn } from '../../session/sign-in';
import styles from './login-page.module.css';

export function LoginPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = useRouterState({ select: (state) => state.location.state.from });
  const ids = { login: useId(), password: useId() };
  const schema = useMemo(() => {
    const base = withMessages({ invalid_email: t('tooltips.invalid_email') });
    const required = (label: string) => ({ ...base, required: t('forms.field_required', { label }) });
    return v.object({ login: loginRule(required(t('login.login'))), password: currentPasswordRule(required(t('login.password'))) });
  }, [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(schema), defaultValues: { login: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      signIn(await loginRequest(lang, input));
      await navigate({ href: afterSignInPath(from, lang), replace: true });
    } catch (error) {
      toast.error(loginErrorText(error, t));
    }
  });

  const field = (name: keyof LoginInput) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-error` : undefined,
    ...register(name),
  });

  return (
    <section className={`container page-section ${styles.page}`}>
      <div className={styles.card}>
        <h1 className="section-title">{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <div className={styles.field}>
            <label htmlFor={ids.login}>{t('login.login')}</label>
            <input type="email" autoComplete="username" inputMode="email" {...field('login')} />
            {errors.login ? <p id={`${ids.login}-error`} className={styles.error}>{errors.login.message}</p> : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.password}>{t('login.password')}</label>
            <input type="password" autoComplete="current-password" {...field('password')} />
            {errors.password ? <p id={`${ids.password}-error`} className={styles.error}>{errors.password.message}</p> : null}
          </div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('common.please_wait') : t('login.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** Spec §8: wrong credentials, other refusals, and failures that never reached the server. */
function loginErrorText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const seconds = Number(error.payload.error_data.retry_after);
      return t('tooltips.too_many_attempts', { count: Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 15 });
    }
    return error.code === 'InvalidInput' ? t('tooltips.incorrect_user_or_password') : t('tooltips.authorization_error');
  }
  if (error instanceof HttpError) return t('tooltips.authorization_error');
  return t('tooltips.unknown_error');
}
