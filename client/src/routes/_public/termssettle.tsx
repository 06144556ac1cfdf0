import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { publicPageHead } from '../../seo/route-head';
import '../../styles/pages.css';

export const Route = createFileRoute('/_public/termssettle')({
  head: ({ match }) => publicPageHead(match.context, 'terms'),
  component: TermsPage,
});

/** The terms of stay: five numbered sections, Russian being the original text. */
function TermsPage() {
  const { t } = useTranslation();
  const sections = t('terms.sections', { returnObjects: true });
  return (
    <div className="container section terms">
      <PageHeading title={t('terms.title')} />
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
    </div>
  );
}
