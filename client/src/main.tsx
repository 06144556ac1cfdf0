import './styles/base.css';
import './styles/layout.css';
import './styles/footer.css';
import './styles/forms.css';

/** The home page's hints for the app's code (client/scripts/home-preload.ts), inert until used. */
const AFTER_PAINT = 'template#after-paint';

// The home page's shell (client/scripts/home-preload.ts) shows the carousel's first picture
// before any of the app's code is fetched. The app's code is asked for once that picture has
// been painted: on a phone the picture and the style sheets then have the network to themselves
// (the guest sees the page sooner), and the app's first render, which replaces the shell with
// the same picture in the same place, changes nothing on screen. Other pages start the app at once.
const shellPicture = document.querySelector<HTMLImageElement>('#root img');
if (shellPicture) {
  await shellPicture.decode().catch(() => undefined);
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  const hints = document.querySelector<HTMLTemplateElement>(AFTER_PAINT);
  if (hints) document.head.append(hints.content);
}
await import('./app');
