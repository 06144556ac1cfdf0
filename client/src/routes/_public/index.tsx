import { createFileRoute } from '@tanstack/react-router';
import { LATER, Later } from '../../components/later';
import { siteContactsQuery } from '../../components/use-site-contacts';
import { headData } from '../../seo/head-data';
import { hotelJsonLdFor, publicPageHead } from '../../seo/route-head';
import { AboutHotel } from './-home/about-hotel';
import { AlwaysForYou } from './-home/always-for-you';
import { HomeTiles } from './-home/home-tiles';
import { SearchWidget } from './-home/search-widget';
import { WelcomeCarousel } from './-home/welcome-carousel';
import { useHashMessage } from './-home/use-hash-message';
import { homeSlideImage } from './-home/slides';
import { roomTypesQuery } from './-rooms/room-types-query';
import '../../styles/home.css';

export const Route = createFileRoute('/_public/')({
  // The hotel's contacts and room types only for the head's JSON-LD: the screen waits for none.
  loader: async ({ context }) => {
    const [contacts, roomTypes] = await Promise.all([
      headData(context.queryClient, siteContactsQuery(context.trpc)),
      headData(context.queryClient, roomTypesQuery(context.trpc)),
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

/**
 * The carousel comes first; the search below it, then the rest come Later, each in a task of its
 * own after the one above has been painted.
 */
function HomePage() {
  useHashMessage();
  return (
    <>
      <WelcomeCarousel />
      <div className="container">
        <Later step={LATER.first}>
          <SearchWidget />
        </Later>
      </div>
      {/* The section as a whole: its empty, padded box would be moved down by the search. */}
      <Later step={LATER.content}>
        <div className="container section home-layout">
          <div className="home-layout__main">
            <HomeTiles />
            <AlwaysForYou />
          </div>
          <Later step={LATER.aside}>
            <AboutHotel />
          </Later>
        </div>
      </Later>
    </>
  );
}
