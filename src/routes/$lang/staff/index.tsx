/**
 * /{lang}/staff: the organiser's desk (issue 35). Its code and texts load only here (a lazy route chunk and
 * the personal text part), so the public pages carry none of it. Signed out it offers the sign-in link; the
 * desk's data loads in the browser (features/desk/desk-page.tsx).
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DeskPage } from '../../../features/desk/desk-page';
import { DeskSearchSchema, type DeskSearch } from '../../../features/desk/desk-search';
import { ensurePersonalTexts } from '../../../lib/i18n';
import { pageHead } from '../../../lib/page-title';

export const Route = createFileRoute('/$lang/staff/')({
  validateSearch: DeskSearchSchema,
  beforeLoad: ({ context }) => ensurePersonalTexts(context.lang),
  head: pageHead('desk.title', undefined, { noindex: true }),
  component: DeskRoute,
});

function DeskRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = (next: Partial<DeskSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  return <DeskPage lang={lang} search={search} onSearch={onSearch} />;
}
