import { createFileRoute } from '@tanstack/react-router';
import { GuestProfileScreen } from './-guests/guest-profile-screen';
import { guestProfileQuery, passportKeyOf } from './-guests/queries';

/** A guest's profile by passport (/a/guests/AS123456, a foreign one /a/guests/RU-4509123456): from the booking dialogs and the search. */
export const Route = createFileRoute('/a/guests/$passport')({
  // As the other staff screens: the profile is fetched before it shows; a refusal (404, 400)
  // still shows inside the screen, as prefetchQuery never throws.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(
      guestProfileQuery(context.trpc, passportKeyOf(params.passport)),
    ),
  component: GuestProfileRoute,
});

function GuestProfileRoute() {
  const { passport } = Route.useParams();
  return <GuestProfileScreen passport={passportKeyOf(passport)} />;
}
