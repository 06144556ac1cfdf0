import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Where a refused guard sends the visitor (specification, point 6: failure redirects to /404):
 * the public layout's 404 screen, answered with HTTP 404 like any unknown path.
 */
export const Route = createFileRoute('/_public/404')({
  loader: () => {
    throw notFound();
  },
});
