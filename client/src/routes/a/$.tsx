import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found';

/** Any other /a path: the 404 screen inside the staff layout. */
export const Route = createFileRoute('/a/$')({
  component: NotFound,
});
