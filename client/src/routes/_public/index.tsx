import { createFileRoute } from '@tanstack/react-router';
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
