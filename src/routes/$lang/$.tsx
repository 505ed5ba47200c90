import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { pageHead } from '../../lib/page-title';

// Any path nobody else claims is the not-found page (spec §2: /{lang}/*).
export const Route = createFileRoute('/$lang/$')({
  head: pageHead('titles.not_found'),
  component: NotFoundPage,
});
