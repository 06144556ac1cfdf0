import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Any path no other route takes: the public layout's 404 screen (its notFoundComponent), which
 * the server answers with HTTP 404.
 */
export const Route = createFileRoute('/_public/$')({
  loader: () => {
    throw notFound();
  },
});
