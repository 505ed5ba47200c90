import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/layout/not-found-page';

// Any path nobody else claims is the not-found page (spec §2: /{lang}/*).
export const Route = createFileRoute('/$lang/$')({
  component: NotFoundPage,
});
