import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import type { MovingStay } from './move-choice';
import { MoveOptions } from './move-options';
import type { BookNumberOf, MoveAnswer } from './use-move-stay';

/**
 * The calendar's "Move to another room…" (its menu: the way without a mouse to do what a drag
 * does): the booking's move options in a modal. The server's message closes it and becomes the
 * calendar's notice; a refusal stays in it, next to the options to try another.
 */
export function MoveStayDialog({
  stay,
  numberOf,
  onDone,
  onClose,
}: {
  stay: MovingStay;
  numberOf: BookNumberOf;
  onDone: (answer: MoveAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Modal
      title={t('move.title', { number: stay.bookNumber ?? '', room: stay.roomNumber })}
      onClose={onClose}
      className="move-dialog"
    >
      <p className="muted">{t('move.intro')}</p>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <MoveOptions
        stay={stay}
        numberOf={numberOf}
        headingLevel={3}
        onAnswer={(answer) => {
          if (answer.kind === 'error') return setRefusal(answer.text);
          onDone(answer);
          onClose();
        }}
      />
    </Modal>
  );
}
