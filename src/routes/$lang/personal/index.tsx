import { createFileRoute, redirect } from '@tanstack/react-router';

// /{lang}/personal itself has no page of its own: the profile is the personal area's first page.
export const Route = createFileRoute('/$lang/personal/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: '/$lang/personal/profile', params: { lang: context.lang }, replace: true });
  },
});
