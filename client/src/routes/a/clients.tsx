import { createFileRoute } from '@tanstack/react-router';
import { ClientsScreen } from './-clients/clients-screen';

/** The clients (specification, point 2: /a/clients). */
export const Route = createFileRoute('/a/clients')({
  component: ClientsScreen,
});
