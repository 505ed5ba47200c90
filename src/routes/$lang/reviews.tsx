import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { allReviewsQueryOptions } from '../../api/reviews';
import { ReviewsPage } from '../../features/reviews/reviews-page';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

/** Every review on one page, so a #review-… link finds its review whichever server page holds it. */
export const Route = createFileRoute('/$lang/reviews')({
  loader: ({ context }) => context.queryClient.ensureQueryData(allReviewsQueryOptions(context.lang)),
  head: pageHead('titles.reviews', 'descriptions.reviews'),
  component: ReviewsRoute,
  pendingComponent: () => <PagePending titleKey="reviews.title" />,
});

function ReviewsRoute() {
  const { lang } = Route.useRouteContext();
  const { data: reviews } = useSuspenseQuery(allReviewsQueryOptions(lang));
  return <ReviewsPage lang={lang} reviews={reviews} />;
}
