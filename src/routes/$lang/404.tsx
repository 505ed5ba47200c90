import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { notFoundHead } from '../../lib/page-title';

export const Route = createFileRoute('/$lang/404')({
  // Thrown, not just shown: the server then answers the page with the status 404.
  loader: () => {
    throw notFound();
  },
  head: notFoundHead,
  notFoundComponent: NotFoundPage,
});
