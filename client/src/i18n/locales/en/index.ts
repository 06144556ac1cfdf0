import a11y from './a11y.json';
import account from './account.json';
import common from './common.json';
import home from '../../../routes/_public/-home/i18n/en.json';
import pages from './pages.json';
import seo from '../../../seo/i18n/en.json';
import terms from '../../../routes/_public/-terms/i18n/en.json';

export const en = { ...common, home, ...pages, terms, ...account, ...a11y, seo };
