/**
 * Staff accounts and their roles. The form checks with the contract's schema (the one the server runs) and
 * gives a role to an account that exists; a person without one registers first (or the command line,
 * `npm run staff`, creates it with a one-time password).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { grantRole, removeRole, staffAccountsQueryOptions } from '../../api/desk';
import { ApiError } from '../../api/errors';
import { queryKey } from '../../api/query-keys';
import type { Lang } from '../../contract/common';
import { RoleGrantInputSchema, type RoleGrantInput, type StaffAccount } from '../../contract/desk';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import styles from './desk.module.css';

const ERROR_TOAST_ID = 'desk-staff-error';

export function StaffPanel({ lang, self }: { lang: Lang; self: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(staffAccountsQueryOptions(lang));
  // The answer is written into the list at once: the service worker may answer the next GET from its copy.
  const refresh = async (changed: StaffAccount) => {
    queryClient.setQueryData(staffAccountsQueryOptions(lang).queryKey, (list) => {
      const others = (list ?? []).filter((account) => account.user_id !== changed.user_id);
      const next = changed.roles.length > 0 ? [...others, changed] : others;
      return next.sort((a, b) => a.login.localeCompare(b.login));
    });
    await queryClient.invalidateQueries({ queryKey: queryKey('desk', lang, 'audit') });
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RoleGrantInput>({ resolver: valibotResolver(RoleGrantInputSchema), defaultValues: { email: '', role: 'gate' } });

  const onSubmit = handleSubmit(async (input) => {
    toast.dismiss(ERROR_TOAST_ID);
    try {
      const account = await grantRole(lang, input);
      toast.success(t('desk.staff.added', { login: account.login, role: t(`desk.roles.${input.role}`) }));
      reset({ email: '', role: input.role });
      await refresh(account);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setError('email', { message: t('desk.staff.noAccount') });
      else toast.error(t('desk.loadFailed'), { id: ERROR_TOAST_ID });
    }
  });

  const remove = useMutation({
    mutationFn: ({ account, role }: { account: StaffAccount; role: StaffRole }) => removeRole(lang, account.user_id, role),
    onSuccess: async (account, { role }) => {
      toast.success(t('desk.staff.removed', { login: account.login, role: t(`desk.roles.${role}`) }));
      await refresh(account);
    },
    onError: () => toast.error(t('desk.staff.removeFailed'), { id: ERROR_TOAST_ID }),
  });

  return (
    <div className={styles.panel}>
      <form className={styles.staffForm} onSubmit={onSubmit} noValidate aria-label={t('desk.staff.addTitle')}>
        <h2 className={styles.subtitle}>{t('desk.staff.addTitle')}</h2>
        <TextField
          label={t('desk.staff.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          error={errors.email ? (errors.email.type === 'manual' ? errors.email.message : t('desk.staff.emailInvalid')) : undefined}
          {...register('email')}
        />
        <label className={styles.filter}>
          {t('desk.staff.role')}
          <select {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`desk.roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('desk.staff.add')}
        </button>
      </form>

      {accounts.isError ? <p role="alert">{t('desk.loadFailed')}</p> : null}
      {accounts.data ? (
        accounts.data.length === 0 ? (
          <p>{t('desk.staff.empty')}</p>
        ) : (
          <ul className={styles.cards} aria-label={t('desk.tabs.staff')}>
            {accounts.data.map((account) => (
              <li key={account.user_id} className={styles.card}>
                <p className={styles.cardTitle}>{account.login}</p>
                <p className={styles.meta}>{account.name}</p>
                <div className={styles.actions}>
                  {account.roles.map((role) => (
                    <button
                      key={role}
                      type="button"
                      className="btn btn-secondary"
                      // Your own organiser role stays: the server refuses it, so the desk never locks itself out.
                      disabled={(role === 'organiser' && account.login === self) || remove.isPending}
                      onClick={() => remove.mutate({ account, role })}
                    >
                      {t('desk.staff.remove', { role: t(`desk.roles.${role}`) })}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
