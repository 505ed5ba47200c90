import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang', params: { lang: currentLanguage() }, replace: true });
  },
});
