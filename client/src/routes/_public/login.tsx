import { isServer } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../../account/queries';
import { publicPageHead } from '../../seo/route-head';
import { AuthForm } from './-login/auth-form';

export const Route = createFileRoute('/_public/login')({
  // Reaching the login page while logged in leads home. The server
  // renders every page for nobody in particular (services keeps it for anyone): the browser asks.
  beforeLoad: async ({ context }) => {
    if (!isServer && (await isLoggedIn(context))) throw redirect({ to: '/' });
  },
  head: ({ match }) => publicPageHead(match.context, 'login'),
  component: LoginPage,
});

function LoginPage() {
  return (
    <div className="container section auth-page">
      <AuthForm />
    </div>
  );
}
