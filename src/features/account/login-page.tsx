/**
 * Signing in (spec §2 /{lang}/login, §4 "Login success", §8 login errors). The form validates with the
 * contract's own rules (the ones the server runs), keeps what was typed on any error, and on success
 * returns to the page the visitor came from, carried in the router state `from` (with the star they had
 * tapped there, if that is what sent them: widgets/favourite-intent.ts). Its error toast has an
 * id: a new attempt and a success dismiss it, so "wrong password" never stays over the signed-in page.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { loginRequest } from '../../api/account';
import type { Lang } from '../../contract/common';
import { afterSignInPath } from '../../session/return-path';
import { signIn } from '../../auth/sign-in';
import { TextField } from '../../ui/text-field';
import { readFavouriteIntent } from '../../widgets/favourite-intent';
import { loginErrorText } from './account-errors';
import { loginFormSchema } from './account-schemas';
import styles from './account-card.module.css';

type LoginForm = { login: string; password: string };

const ERROR_TOAST_ID = 'login-error';

export function LoginPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const from = useRouterState({ select: (state) => state.location.state.from });
  const schema = useMemo(() => loginFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: valibotResolver(schema), defaultValues: { login: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    toast.dismiss(ERROR_TOAST_ID);
    try {
      signIn(await loginRequest(lang, input));
      // The star that sent the visitor here goes back with them, now that the sign-in has succeeded.
      const favourite = readFavouriteIntent(router.state.location.state);
      await navigate({ href: afterSignInPath(from, lang), replace: true, state: favourite ? { favourite } : undefined });
    } catch (error) {
      toast.error(loginErrorText(error, t), { id: ERROR_TOAST_ID });
    }
  });

  return (
    <section className={`container page-section ${styles.page}`}>
      <div className={styles.card}>
        <h1 className="section-title">{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('account.fields.login')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={errors.login?.message}
            {...register('login')}
          />
          <TextField
            label={t('account.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('common.please_wait') : t('login.submit')}
          </button>
        </form>
        <p className={styles.alt}>
          {t('login.no_account')} {/* The origin travels on, so registering from a prompt still ends where the visitor was. */}
          <Link to="/$lang/registration" params={{ lang }} state={{ from }}>
            {t('login.register')}
          </Link>
        </p>
      </div>
    </section>
  );
}
