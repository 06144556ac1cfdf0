import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNav } from './account-nav';
import { Icon } from './icon';
import '../styles/account.css';
import '../styles/account-settings.css';

const NAV = [
  { to: '/rooms', key: 'nav.rooms' },
  { to: '/restaurantbar', key: 'nav.restaurantbar' },
  { to: '/services', key: 'nav.services' },
  { to: '/termssettle', key: 'nav.terms' },
  { to: '/gallery', key: 'nav.gallery' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The mobile menu closes on every navigation (state reset by the path it was opened on).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setMenuOpen(false);
  }

  // Escape folds the open menu and hands the focus back to its toggle (the disclosure pattern),
  // wherever in the header the focus is. A modal opened from the menu is a portal whose keys
  // bubble here too: its Escape is its own.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__inner container">
        {/* The link's name starts with the words it shows (WCAG 2.5.3, speech control), then says
            where it leads. */}
        <Link to="/" className="brand">
          <img src="/images/logo.svg" alt="" width={40} height={40} />
          <span>
            <strong className="brand__name">{t('brand.name')}</strong>
            <small className="brand__tagline">{t('brand.tagline')}</small>
            <span className="visually-hidden">{t('nav.home')}</span>
          </span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={t('nav.menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <nav
          id="site-nav"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label={t('nav.label')}
        >
          {NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="site-nav__link"
              activeProps={{ className: 'site-nav__link site-nav__link--active' }}
            >
              {t(item.key)}
            </Link>
          ))}
          <AccountNav />
        </nav>
      </div>
    </header>
  );
}
