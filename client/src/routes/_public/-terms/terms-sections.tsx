import type { BookingTermsView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { termsSentences } from '../../../lib/booking-terms';

/**
 * The terms of stay's five numbered sections, the booking rules' figures filled in from the
 * options (`terms`): the page states what the site applies.
 */
export function TermsSections({ terms }: { terms: BookingTermsView }) {
  const { t } = useTranslation();
  const sections = t('terms.sections', { returnObjects: true, ...termsSentences(t, terms) });
  return (
    <ol className="terms__sections">
      {sections.map((section, index) => (
        <li key={section.title} className="terms__section">
          <h2>
            {index + 1}. {section.title}
          </h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
