import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

const CARDS = [
  { key: 'breakfast', icon: 'breakfast' },
  { key: 'wifi', icon: 'wifi' },
  { key: 'pool', icon: 'pool' },
  { key: 'yachts', icon: 'yacht' },
] as const;

export function AlwaysForYou() {
  const { t } = useTranslation();
  return (
    <section className="always" aria-labelledby="always-title">
      <h2 id="always-title" className="section-title">
        {t('home.always.title')}
      </h2>
      <div className="always__grid">
        {CARDS.map((card) => (
          <article key={card.key} className="always__card">
            <span className="always__icon">
              <Icon name={card.icon} size={30} />
            </span>
            <h3>{t(`home.always.${card.key}.title`)}</h3>
            <p>{t(`home.always.${card.key}.text`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
