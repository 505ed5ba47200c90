import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { pageHead } from '../../lib/page-title';

export const Route = createFileRoute('/$lang/404')({
  head: pageHead('titles.not_found'),
  component: NotFoundPage,
});
