import { createFileRoute } from '@tanstack/react-router';
import { prefetchScreen } from './-staff/prefetch-screen';
import { staffRoomTypesQuery } from './-staff/queries';
import { DEFAULT_DAYS, rateCalendarQuery } from './-rates/queries';
import { RatesScreen } from './-rates/rates-screen';

/** The rate calendar (/a/rates): the nights' prices of every room type and their seasons. */
export const Route = createFileRoute('/a/rates')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(staffRoomTypesQuery, (trpc) =>
    rateCalendarQuery(trpc, undefined, DEFAULT_DAYS),
  ),
  component: RatesScreen,
});
