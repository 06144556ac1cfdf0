import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The public routes' heads (title, description, canonical URL, JSON-LD) are made when a route
 * loads, in the language of that moment: when the reader switches, once the new language's texts
 * are in, the router makes them again (its loaders answer from the query cache).
 */
export function useHeadsFollowLanguage(): void {
  const router = useRouter();
  const { i18n } = useTranslation();
  useEffect(() => {
    const remake = () => void router.invalidate();
    i18n.on('languageChanged', remake);
    return () => i18n.off('languageChanged', remake);
  }, [router, i18n]);
}
