import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Trpc } from '../api';
import { currentLanguage } from '../i18n';

/** The hotel's contact data changes only with the server's configuration: asked once per visit. */
export const siteContactsQuery = (trpc: Trpc) =>
  trpc.site.contacts.queryOptions(undefined, { staleTime: Infinity });

/**
 * The hotel's phones, fax, e-mail and its address in the current language, as the server is
 * configured (HOTEL_* variables); null until the answer is in, so nothing is shown that the
 * configuration did not say.
 */
export function useSiteContacts() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { i18n } = useTranslation();
  const { data } = useQuery(siteContactsQuery(trpc));
  if (!data) return null;
  const { address, ...rest } = data;
  return { ...rest, address: address[currentLanguage(i18n)] };
}
