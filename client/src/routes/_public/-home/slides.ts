/**
 * The pictures of the home page's carousel, first to last. The build names the first in
 * index.html (vite.config.ts), so the browser fetches it before the scripts have run.
 */
export const homeSlideImage = (index: number) => `/images/slides/home-${index + 1}.svg`;
