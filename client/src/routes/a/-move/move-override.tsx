import type { OverridableTarget } from '@hotel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovingStay } from './move-choice';
import type { useMoveStay } from './use-move-stay';
import { StaffReasonField } from '../-staff/staff-reason-field';

interface Props {
  stay: MovingStay;
  targets: readonly OverridableTarget[];
  moving: ReturnType<typeof useMoveStay>;
  /** The level of the list's heading (as the other lists of the move options). */
  Heading: 'h3' | 'h4';
}

/**
 * The free rooms the desk's rules refuse (not on sale, too few beds), each with why: the manager
 * may still move the stay there, saying why in words; the server checks who may and records it.
 */
export function MoveOverride({ stay, targets, moving, Heading }: Props) {
  const { t } = useTranslation('staff');
  const [chosen, setChosen] = useState<OverridableTarget | null>(null);
  const [reason, setReason] = useState('');
  const headingId = useId();
  if (targets.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || reason.trim() === '') return;
    moving.override(stay, chosen, reason.trim());
  };

  const byNumber = [...targets].sort((a, b) =>
    a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true }),
  );
  return (
    <>
      <Heading id={headingId} className="move-options__title">
        {t('move.overrideTitle')}
      </Heading>
      <p className="muted">{t('move.overrideIntro')}</p>
      <ul className="move-options__overrides" aria-labelledby={headingId}>
        {byNumber.map((target) => (
          <li key={target.roomId}>
            <div className="move-options__swap">
              <span>
                <strong>{t('move.room', { room: target.roomNumber })}</strong>
                <br />
                <span className="muted">{target.refusal}</span>
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-pressed={chosen?.roomId === target.roomId}
                disabled={moving.busy}
                onClick={() => setChosen(target)}
              >
                {t('move.overrideChoose', { room: target.roomNumber })}
              </button>
            </div>
            {/* The reason goes right under the room it is for. */}
            {chosen?.roomId === target.roomId && (
              // Save stays disabled until a reason is typed: nothing for the browser to check.
              <form className="form move-options__override" noValidate onSubmit={submit}>
                <StaffReasonField
                  label={t('move.overrideReason', { room: target.roomNumber })}
                  value={reason}
                  onChange={setReason}
                />
                <div className="form__actions">
                  <button
                    type="submit"
                    className="button button--small"
                    disabled={moving.busy || reason.trim() === ''}
                  >
                    {t('move.overrideSubmit', { room: target.roomNumber })}
                  </button>
                </div>
              </form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
