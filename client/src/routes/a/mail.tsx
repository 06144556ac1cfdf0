import { createFileRoute } from '@tanstack/react-router';
import { staffMailsQuery } from './-staff/queries';
import { prefetchScreen } from './-staff/prefetch-screen';
import { MailScreen } from './-mail/mail-screen';

/** The guests' e-mails and what became of each (/a/mail). */
export const Route = createFileRoute('/a/mail')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(staffMailsQuery),
  component: MailScreen,
});
