import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found';
import { publicPageHead } from '../../seo/route-head';

/** Any path no other route takes: the 404 screen inside the public layout. */
export const Route = createFileRoute('/_public/$')({
  head: ({ match }) => publicPageHead(match.context, 'notFound'),
  component: NotFound,
});
