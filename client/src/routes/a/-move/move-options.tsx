import type { MoveTarget } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { currentLanguage } from '../../../i18n';
import { formatHotelDate } from '../../../lib/format';
import { moveOptionsQuery } from '../-staff/queries';
import { signedTmt, type MovingStay } from './move-choice';
import { MoveOverride } from './move-override';
import { useMoveStay, type BookNumberOf, type MoveAnswer } from './use-move-stay';
import './move.css';

interface Props {
  stay: MovingStay;
  onAnswer: (answer: MoveAnswer) => void;
  numberOf?: BookNumberOf;
  /** The level of the two lists' headings under the screen's own (a modal's h2, a section's h3). */
  headingLevel: 3 | 4;
}

/**
 * The free rooms by type, types in the server's order: one line per type with its price
 * difference once, its rooms by number (204 before 1012) to be found at a glance.
 */
function byType(rooms: readonly MoveTarget[]): MoveTarget[][] {
  const groups = new Map<number, MoveTarget[]>();
  for (const room of rooms)
    groups.set(room.roomTypeId, [...(groups.get(room.roomTypeId) ?? []), room]);
  const byNumber = (a: MoveTarget, b: MoveTarget) =>
    a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true });
  return [...groups.values()].map((group) => group.sort(byNumber));
}

const dotted = (iso: string) => formatHotelDate(iso.slice(0, 10)) ?? iso;

/**
 * Where a booking can go, as buttons (the keyboard's and the screen reader's way to move a stay;
 * the calendar also takes a drag): the rooms free for all its nights, grouped by type with the
 * type's price difference, and the stays it could trade rooms with. A choice asks a confirm
 * first (useMoveStay).
 */
export function MoveOptions({ stay, onAnswer, numberOf, headingLevel }: Props) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '/a' });
  const options = useQuery(moveOptionsQuery(trpc, stay.id));
  const moving = useMoveStay(onAnswer);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  if (options.isError) {
    return (
      <p className="form-error" role="alert">
        {apiErrorMessage(options.error, common)}
      </p>
    );
  }
  if (!options.data) return <p className="muted">{t('move.loading')}</p>;
  const { rooms, swaps, overridable } = options.data;
  const difference = (target: MoveTarget) =>
    target.priceDifferenceTenge === 0
      ? null
      : t('move.typeDifference', { difference: signedTmt(target.priceDifferenceTenge, language) });

  return (
    <div className="move-options" aria-busy={moving.busy}>
      <TitledList
        Heading={Heading}
        title={t('move.rooms')}
        empty={rooms.length === 0 && t('move.noRooms')}
        className="move-options__types"
      >
        {byType(rooms).map((group) => {
          const [first] = group;
          if (!first) return null;
          const note = difference(first);
          return (
            <li key={first.roomTypeId} className="move-options__type">
              <p className="move-options__type-name">
                {first.roomTypeName[language]}
                {note && <span className="move-options__difference"> · {note}</span>}
              </p>
              <ul className="move-options__rooms">
                {group.map((target) => (
                  <li key={target.roomId}>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('move.moveTo', { room: target.roomNumber })}
                      disabled={moving.busy}
                      onClick={() => void moving.choose(stay, { kind: 'move', target }, numberOf)}
                    >
                      {target.roomNumber}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </TitledList>
      <TitledList
        Heading={Heading}
        title={t('move.swaps')}
        empty={swaps.length === 0 && t('move.noSwaps')}
        className="move-options__swaps"
      >
        {swaps.map((target) => {
          const note = difference(target);
          return (
            <li key={target.bookingId} className="move-options__swap">
              <span>
                <strong>{t('move.room', { room: target.roomNumber })}</strong> ·{' '}
                {target.roomTypeName[language]}
                <br />
                {t('move.stay', {
                  guest: target.guestName,
                  checkin: dotted(target.checkin),
                  checkout: dotted(target.checkout),
                })}
                {note && <span className="move-options__difference"> · {note}</span>}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('move.swapWith', {
                  room: target.roomNumber,
                  guest: target.guestName,
                })}
                disabled={moving.busy}
                onClick={() => void moving.choose(stay, { kind: 'swap', target }, numberOf)}
              >
                {t('move.swap')}
              </button>
            </li>
          );
        })}
      </TitledList>
      <MoveOverride stay={stay} targets={overridable} moving={moving} Heading={Heading} />
    </div>
  );
}

/** One list of the options under its heading, which names it; the `empty` text instead of none. */
function TitledList({
  Heading,
  title,
  empty,
  className,
  children,
}: {
  Heading: 'h3' | 'h4';
  title: string;
  empty: string | false;
  className: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <>
      <Heading id={titleId} className="move-options__title">
        {title}
      </Heading>
      {empty ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className={className} aria-labelledby={titleId}>
          {children}
        </ul>
      )}
    </>
  );
}
