import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found';
import { publicPageHead } from '../../seo/route-head';

/** Where a refused guard sends the visitor. */
export const Route = createFileRoute('/_public/404')({
  head: ({ match }) => publicPageHead(match.context, 'notFound'),
  component: NotFound,
});
