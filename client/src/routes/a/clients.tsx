import { createFileRoute } from '@tanstack/react-router';
import { ClientsScreen } from './-clients/clients-screen';

/** The clients (/a/clients). */
export const Route = createFileRoute('/a/clients')({
  component: ClientsScreen,
});
