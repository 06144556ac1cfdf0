import type { Language } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

const SHORT: Record<Language, string> = { ru: 'Ru', en: 'En', tm: 'Tm' };
const ORDER = ['ru', 'en', 'tm'] as const satisfies readonly Language[];

/**
 * The fixed floating Ru / En / Tm buttons; usable on every screen at any time. A named region:
 * it sits outside header, main and footer, and every part of a page belongs to a landmark.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <section className="language-switcher" aria-label={t('language.label')}>
      {ORDER.map((language) => (
        <button
          key={language}
          type="button"
          lang={language === 'tm' ? 'tk' : language}
          title={t(`language.${language}`)}
          aria-pressed={language === active}
          className="language-switcher__button"
          onClick={() => void i18n.changeLanguage(language)}
        >
          {SHORT[language]}
        </button>
      ))}
    </section>
  );
}
