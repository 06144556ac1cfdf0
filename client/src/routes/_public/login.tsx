import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../../account/queries';
import { publicPageHead } from '../../seo/route-head';
import { AuthForm } from './-login/auth-form';

export const Route = createFileRoute('/_public/login')({
  // Reaching the login page while logged in leads home (specification, point 6).
  beforeLoad: async ({ context }) => {
    if (await isLoggedIn(context)) throw redirect({ to: '/' });
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
