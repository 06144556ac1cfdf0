import { createFileRoute } from '@tanstack/react-router';
import { AboutHotel } from './-home/about-hotel';
import { AlwaysForYou } from './-home/always-for-you';
import { HomeTiles } from './-home/home-tiles';
import { approvedReviewsQuery } from './-home/reviews-query';
import { SearchWidget } from './-home/search-widget';
import { WelcomeCarousel } from './-home/welcome-carousel';
import { useHashMessage } from './-home/use-hash-message';
import '../../styles/home.css';

export const Route = createFileRoute('/_public/')({
  // The guests' reviews are in the page the server renders.
  loader: ({ context }) => context.queryClient.ensureQueryData(approvedReviewsQuery(context.trpc)),
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
