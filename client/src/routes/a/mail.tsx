import { createFileRoute } from '@tanstack/react-router';
import { MailScreen } from './-mail/mail-screen';

/** The guests' e-mails and what became of each (issue 13, item 4: /a/mail). */
export const Route = createFileRoute('/a/mail')({
  component: MailScreen,
});
