import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The 404 screen; its title stays Russian in every language, as the specification words it. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found container">
      <p className="not-found__code">{t('notFound.code')}</p>
      <h1 className="not-found__title" lang="ru">
        {t('notFound.title')}
      </h1>
      <p className="not-found__subtitle">{t('notFound.subtitle')}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
