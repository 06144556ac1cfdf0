import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../dialog';

/**
 * Other systems (the bank's return page) send the guest to `/#?message=...`: show that message
 * once in an alert, then drop the query from the fragment so a reload does not repeat it.
 */
export function useHashMessage(): void {
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const dialog = useDialog();
  const { t } = useTranslation();
  // StrictMode runs effects twice; one fragment must still give one alert.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const queryStart = hash.indexOf('?');
    if (queryStart < 0 || handled.current === hash) return;
    handled.current = hash;
    const params = new URLSearchParams(hash.slice(queryStart + 1));
    void dialog.alert(params.get('message') ?? t('errors.messageNotFound'));
    void navigate({ to: '/', hash: hash.slice(0, queryStart), replace: true });
  }, [hash, dialog, navigate, t]);
}
