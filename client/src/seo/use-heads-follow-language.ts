import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The public routes' heads (title, description, canonical URL, JSON-LD) are made when a route
 * loads, in the language of that moment: when the reader switches, once the new language's texts
 * are in, the router makes them again (its loaders answer from the query cache). It follows the
 * language rendered, not the switch's event: a switch made while the page was still being
 * hydrated (the reader's stored choice, entry-client.tsx) comes before any effect listens.
 */
export function useHeadsFollowLanguage(): void {
  const router = useRouter();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const madeIn = useRef(language);
  useEffect(() => {
    if (madeIn.current === language) return;
    madeIn.current = language;
    void router.invalidate();
  }, [router, language]);
}
