import type { SessionView } from '@hotel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { accountSessionsQuery, sessionChanged } from '../../../account/queries';
import { SESSION_REDIRECT_MS } from '../../../account/use-logout';
import { apiErrorMessage } from '../../../api';
import { useDialog } from '../../../dialog';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import { AccountCard } from './account-card';
import { deviceOf } from './device-name';
import { ApiErrorAlert } from '../../../components/api-error-alert';

/** A session's device in a few words: "Chrome on Linux", or what the browser's header says of it. */
function deviceLabel(userAgent: string | null, t: TFunction): string {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) return t('sessions.device', { browser, os });
  return browser ?? os ?? t('sessions.unknownDevice');
}

/**
 * The account's live sessions, this device's marked: each can be logged out, and every other at
 * once. Logging this device out is the header's logout (the server has cleared the cookie).
 */
export function SessionList() {
  const { t } = useTranslation();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dialog = useDialog();
  const sessions = useQuery(accountSessionsQuery(context.trpc));
  const endOne = useMutation(context.trpc.auth.endSession.mutationOptions());
  const endOthers = useMutation(context.trpc.auth.endOtherSessions.mutationOptions());
  const busy = endOne.isPending || endOthers.isPending;
  const wallTime = useHotelWallClock().dateTime;

  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: accountSessionsQuery(context.trpc).queryKey });

  const end = async (session: SessionView) => {
    try {
      const { message, endedCurrent } = await endOne.mutateAsync({ id: session.id });
      if (endedCurrent) {
        // As the header's logout: forget the user's data, then home.
        await sessionChanged(context);
        setTimeout(() => void navigate({ to: '/' }), SESSION_REDIRECT_MS);
        return;
      }
      await refetch();
      await dialog.alert(message);
    } catch (error) {
      await refetch();
      await dialog.alert(apiErrorMessage(error, t));
    }
  };

  const endEveryOther = async () => {
    try {
      const { message } = await endOthers.mutateAsync();
      await refetch();
      await dialog.alert(message);
    } catch (error) {
      await dialog.alert(apiErrorMessage(error, t));
    }
  };

  // This device first, then the others as the server sorts them (the last active first).
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <AccountCard titleId="sessions-title" title={t('sessions.title')} intro={t('sessions.intro')}>
      {sessions.isPending && (
        <p className="muted" role="status">
          {t('sessions.loading')}
        </p>
      )}
      {sessions.isError && <ApiErrorAlert error={sessions.error} />}
      {list.length > 0 && (
        <ul className="session-list">
          {list.map((session) => {
            const device = deviceLabel(session.user_agent, t);
            return (
              <li
                key={session.id}
                className={session.current ? 'session-item session-item--current' : 'session-item'}
              >
                <div className="session-item__about">
                  <p id={`session-${session.id}`} className="session-item__device">
                    {device}
                    {session.current && (
                      <span className="session-item__current">{t('sessions.thisDevice')}</span>
                    )}
                  </p>
                  <dl className="session-item__facts">
                    <div>
                      <dt>{t('sessions.lastSeen')}</dt>
                      <dd>{wallTime(session.last_seen_at)}</dd>
                    </div>
                    <div>
                      <dt>{t('sessions.ip')}</dt>
                      <dd>{session.ip ?? '—'}</dd>
                    </div>
                  </dl>
                </div>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-describedby={`session-${session.id}`}
                  disabled={busy}
                  onClick={() => void end(session)}
                >
                  {t('sessions.end')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.length > 1 && (
        <button
          type="button"
          className="button button--ghost session-list__others"
          disabled={busy}
          onClick={() => void endEveryOther()}
        >
          {t('sessions.endOthers')}
        </button>
      )}
    </AccountCard>
  );
}
