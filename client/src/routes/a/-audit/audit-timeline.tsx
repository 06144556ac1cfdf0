import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatHotelDateTime } from '../../../lib/format';
import { nameIn } from '../rooms/-types/room-type-name';
import { staffBlocksQuery, staffRoomsQuery, staffRoomTypesQuery } from '../-staff/queries';
import { changeRows, subjectText, type AuditEntry, type Names } from './audit-values';

/** The entries of one page, newest first, each with what, when, who, and before → after. */
export function AuditTimeline({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const language = currentLanguage(i18n);
  const rooms = useQuery(staffRoomsQuery(trpc));
  const roomTypes = useQuery(staffRoomTypesQuery(trpc));
  const blocks = useQuery(staffBlocksQuery(trpc));
  const names: Names = {
    room: (id) => rooms.data?.find((room) => room.id === id)?.room_number,
    roomType: (id) => {
      const roomType = roomTypes.data?.find((type) => type.id === id);
      return roomType && (nameIn(roomType.name, language) || undefined);
    },
    block: (id) => blocks.data?.find((block) => block.id === id)?.name,
  };
  const context = { t, language, names };

  if (entries.length === 0)
    return <p className="data-table data-table__empty">{t('audit.empty')}</p>;
  return (
    <ol className="audit-list">
      {entries.map((entry) => {
        const subject = subjectText(entry, context);
        return (
          <li key={entry.id} className="audit-entry">
            <div className="staff-entry-head">
              <span>
                <strong>{t(`audit.kind.${entry.kind}`)}</strong> ·{' '}
                {t(`audit.action.${entry.action}`)}
                {subject && ` · ${subject}`}
              </span>
              <time dateTime={entry.at}>
                {formatHotelDateTime(entry.at) ?? common('dates.invalid')}
              </time>
            </div>
            <p className="audit-entry__who">
              {t('audit.who')}: {entry.actor.email ?? t('audit.unknownActor')}
            </p>
            {entry.changes.length === 0 && (
              <p className="audit-entry__who">{t('audit.noChanges')}</p>
            )}
            {entry.changes.length > 0 && (
              <ul className="audit-entry__changes">
                {changeRows(entry, context).map((row) => (
                  <li key={row.key}>
                    <span className="audit-entry__field">{row.label}:</span>{' '}
                    {row.before !== null && (
                      <>
                        <del>{row.before}</del>
                        {' → '}
                      </>
                    )}
                    <ins>{row.after}</ins>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
