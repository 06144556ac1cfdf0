import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from './auth-router';
import { bookingRouter, profileRouter } from './booking-router';
import { calendarRouter } from './calendar-router';
import { catalogRouter } from './catalog-router';
import { housekeepingRouter } from './housekeeping-router';
import { reviewsRouter } from './reviews-router';
import { siteRouter } from './site-router';
import { staffBookingsRouter } from './staff-bookings-router';
import { staffGuestsRouter } from './staff-guests-router';
import { staffAccountsRouter } from './staff-accounts-router';
import { staffAuditRouter } from './staff-audit-router';
import { staffImagesRouter } from './staff-images-router';
import { staffLedgerRouter } from './staff-ledger-router';
import { staffOccupancyRouter } from './staff-occupancy-router';
import { staffDayReportRouter } from './staff-day-report-router';
import { staffPromoCodesRouter } from './staff-promo-codes-router';
import { staffRatesRouter } from './staff-rates-router';
import { staffReviewsRouter } from './staff-reviews-router';
import { staffRouter } from './staff-router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  calendar: calendarRouter,
  booking: bookingRouter,
  profile: profileRouter,
  reviews: reviewsRouter,
  site: siteRouter,
  staffBookings: staffBookingsRouter,
  staff: staffRouter,
  staffImages: staffImagesRouter,
  staffLedger: staffLedgerRouter,
  staffAudit: staffAuditRouter,
  staffAccounts: staffAccountsRouter,
  staffOccupancy: staffOccupancyRouter,
  staffDayReport: staffDayReportRouter,
  staffReviews: staffReviewsRouter,
  housekeeping: housekeepingRouter,
  staffGuests: staffGuestsRouter,
  staffRates: staffRatesRouter,
  staffPromoCodes: staffPromoCodesRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
