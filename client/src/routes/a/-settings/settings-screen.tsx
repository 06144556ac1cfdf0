import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { staffOptionsQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { SettingsForm } from './settings-form';
import './settings.css';

/** The hotel-wide options (/a/settings); the server audits each change. */
export function SettingsScreen() {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const options = useQuery(staffOptionsQuery(trpc));
  return (
    <section className="staff-screen">
      <PageHeading title={t('settings.title')} intro={t('settings.intro')} />
      <QueryState error={options.error} pending={options.isPending} />
      {options.data && <SettingsForm options={options.data} />}
    </section>
  );
}
