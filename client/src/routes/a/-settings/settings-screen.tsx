import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { PageHeading } from '../../../components/page-heading';
import { staffOptionsQuery } from '../-staff/queries';
import { SettingsForm } from './settings-form';
import './settings.css';

/** The hotel-wide options (specification, point 2: /a/settings); the server audits each change. */
export function SettingsScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const options = useQuery(staffOptionsQuery(trpc));
  return (
    <section className="staff-screen">
      <PageHeading title={t('settings.title')} intro={t('settings.intro')} />
      {options.isError && (
        <p className="api-error" role="alert">
          {apiErrorMessage(options.error, common)}
        </p>
      )}
      {options.isPending && <p className="muted">{t('loading')}</p>}
      {options.data && <SettingsForm options={options.data} />}
    </section>
  );
}
