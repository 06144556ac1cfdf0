import { a11y } from './a11y';
import { account } from './account';
import { common } from './common';
import { home } from '../../../routes/_public/-home/i18n/ru';
import { pages } from './pages';
import { seo } from '../../../seo/i18n/ru';
import { terms } from '../../../routes/_public/-terms/i18n/ru';

export const ru = { ...common, home, ...pages, terms, ...account, ...a11y, seo };
