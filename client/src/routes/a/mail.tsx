import { createFileRoute } from '@tanstack/react-router';
import { staffMailsQuery } from './-staff/queries';
import { MailScreen } from './-mail/mail-screen';

/** The guests' e-mails and what became of each (/a/mail). */
export const Route = createFileRoute('/a/mail')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(staffMailsQuery(context.trpc)),
  component: MailScreen,
});
