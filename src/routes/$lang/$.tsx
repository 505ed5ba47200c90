import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { notFoundHead } from '../../lib/page-title';

// Any path nobody else claims is the not-found page (spec §2: /{lang}/*).
export const Route = createFileRoute('/$lang/$')({
  // Thrown, not just shown: the server then answers the page with the status 404.
  loader: () => {
    throw notFound();
  },
  head: notFoundHead,
  notFoundComponent: NotFoundPage,
});
