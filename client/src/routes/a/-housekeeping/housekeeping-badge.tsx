import type { HousekeepingState } from '@hotel/contracts/plain';
import type { TFunction } from 'i18next';
import './housekeeping-badge.css';
import './housekeeping-colours.css';

/**
 * A room's cleaning state as a small coloured mark (the calendar's room rows): a clean room shows
 * none, so only the rooms that need attention catch the eye.
 */
export function HousekeepingBadge({
  state,
  t,
}: {
  state: HousekeepingState;
  t: TFunction<'staff'>;
}) {
  if (state === 'clean') return null;
  const text = t(`housekeeping.state.${state}`);
  return (
    <span
      className={`housekeeping-badge housekeeping-badge--${state}`}
      title={t('housekeeping.badge', { state: text })}
    >
      {text}
    </span>
  );
}
