import { createFileRoute } from '@tanstack/react-router';
import { siteContactsQuery } from '../../components/use-site-contacts';
import { headData } from '../../seo/head-data';
import { hotelJsonLdFor, publicPageHead } from '../../seo/route-head';
import { AboutHotel } from './-home/about-hotel';
import { AlwaysForYou } from './-home/always-for-you';
import { HomeTiles } from './-home/home-tiles';
import { approvedReviewsQuery } from './-home/reviews-query';
import { SearchWidget } from './-home/search-widget';
import { WelcomeCarousel } from './-home/welcome-carousel';
import { useHashMessage } from './-home/use-hash-message';
import { homeSlideImage } from './-home/slides';
import { roomTypesQuery } from './-rooms/room-types-query';
import '../../styles/home.css';

export const Route = createFileRoute('/_public/')({
  // The guests' reviews are in the page the server renders; the hotel's contacts and room types
  // are only for the head's JSON-LD, which the screen does not wait for.
  loader: async ({ context }) => {
    const [contacts, roomTypes] = await Promise.all([
      headData(context.queryClient, siteContactsQuery(context.trpc)),
      headData(context.queryClient, roomTypesQuery(context.trpc)),
      context.queryClient.ensureQueryData(approvedReviewsQuery(context.trpc)),
    ]);
    return { contacts, roomTypes };
  },
  head: ({ match, loaderData }) =>
    publicPageHead(match.context, 'home', {
      image: homeSlideImage(0),
      jsonLd: [hotelJsonLdFor(match.context, loaderData ?? {})],
    }),
  component: HomePage,
});

/** The carousel, the search below it, then the hotel's tiles and, beside them, about the hotel. */
function HomePage() {
  useHashMessage();
  return (
    <>
      <WelcomeCarousel />
      <div className="container">
        <SearchWidget />
      </div>
      <div className="container section home-layout">
        <div className="home-layout__main">
          <HomeTiles />
          <AlwaysForYou />
        </div>
        <AboutHotel />
      </div>
    </>
  );
}
