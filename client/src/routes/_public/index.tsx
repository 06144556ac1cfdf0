import { createFileRoute } from '@tanstack/react-router';
import { LATER, Later } from '../../components/later';
import { AboutHotel } from './-home/about-hotel';
import { AlwaysForYou } from './-home/always-for-you';
import { HomeTiles } from './-home/home-tiles';
import { SearchWidget } from './-home/search-widget';
import { WelcomeCarousel } from './-home/welcome-carousel';
import { useHashMessage } from './-home/use-hash-message';
import '../../styles/home.css';

export const Route = createFileRoute('/_public/')({
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
