import { a11y } from './a11y';
import { account } from './account';
import { common } from './common';
import { home } from '../../../routes/_public/-home/i18n/tm';
import { pages } from './pages';
import { seo } from '../../../seo/i18n/tm';
import { terms } from '../../../routes/_public/-terms/i18n/tm';

export const tm = { ...common, home, ...pages, terms, ...account, ...a11y, seo };
