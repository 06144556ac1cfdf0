import { createFileRoute } from '@tanstack/react-router';
import { staffRoomTypesQuery } from './-staff/queries';
import { DEFAULT_DAYS, rateCalendarQuery } from './-rates/queries';
import { RatesScreen } from './-rates/rates-screen';

/** The rate calendar (/a/rates): the nights' prices of every room type and their seasons. */
export const Route = createFileRoute('/a/rates')({
  // The screen's own queries, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(staffRoomTypesQuery(trpc)),
      queryClient.prefetchQuery(rateCalendarQuery(trpc, undefined, DEFAULT_DAYS)),
    ]),
  component: RatesScreen,
});
