import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/layout/not-found-page';

export const Route = createFileRoute('/$lang/404')({
  component: NotFoundPage,
});
