import { a11y } from './a11y';
import { account } from './account';
import { common } from './common';
import { home } from './home';
import { pages } from './pages';
import { seo } from './seo';
import { terms } from './terms';

export const en = { ...common, home, ...pages, terms, ...account, ...a11y, seo };
