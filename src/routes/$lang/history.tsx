import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { historyQueryOptions, isPastLastPage } from '../../api/history';
import { HistoryPage } from '../../features/history/history-page';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';
import { totalPages } from '../../lib/page-number';

/**
 * ?page=N: a positive whole number; anything else (abc, 0, -2, 1.5) is page 1. Page 1 is left out of the
 * URL (undefined), so /history stays the list's one address instead of gaining ?page=1.
 */
const HistorySearchSchema = v.object({
  page: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.integer(),
        v.minValue(1),
        v.maxValue(999_999_999),
        v.transform((page) => (page === 1 ? undefined : page)),
      ),
    ),
    undefined,
  ),
});

export const Route = createFileRoute('/$lang/history')({
  validateSearch: HistorySearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    try {
      await context.queryClient.ensureQueryData(historyQueryOptions(context.lang, deps.page));
    } catch (error) {
      // A page past the end (an old link after the list shrank) shows the first page instead.
      if (isPastLastPage(error)) throw redirect({ to: '/$lang/history', params: { lang: context.lang }, search: {}, replace: true });
      throw error;
    }
  },
  head: pageHead('titles.history', 'descriptions.history'),
  component: HistoryRoute,
  pendingComponent: () => <PagePending titleKey="history.title" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

function HistoryRoute() {
  const { lang } = Route.useRouteContext();
  const page = Route.useSearch({ select: (search) => search.page ?? 1 });
  const { data } = useSuspenseQuery(historyQueryOptions(lang, page));
  return (
    <HistoryPage
      lang={lang}
      items={data.results}
      page={page}
      totalPages={totalPages(data.count, data.paginator_count)}
      linkFor={(target) => ({ to: '/$lang/history', params: { lang }, search: target > 1 ? { page: target } : {} })}
    />
  );
}
