import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n';
import { logout } from '../auth/logout';

// The menu's "exit" entry: ends the session and returns to the language home (spec §2).
export const Route = createFileRoute('/logout')({
  beforeLoad: ({ context, preload }) => {
    // Links preload on hover and focus; only a real navigation may end the session.
    if (preload) return;
    logout(context.queryClient);
    throw redirect({ to: '/$lang', params: { lang: currentLanguage() }, replace: true });
  },
});
