import { createFileRoute } from '@tanstack/react-router';
import { MailScreen } from './-mail/mail-screen';

/** The guests' e-mails and what became of each (/a/mail). */
export const Route = createFileRoute('/a/mail')({
  component: MailScreen,
});
