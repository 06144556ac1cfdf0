import type { BlockView, RoomTypeEditView, RoomView } from '@hotel/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { takenNumber, type RoomDraft } from './room-draft';
import { RoomFields } from './room-fields';
import { OutcomeNotice } from '../../-staff/outcome-notice';
import { useSaveRoom } from './use-save-room';
import { FormActions } from '../../../../components/form-actions';

interface Props {
  rooms: readonly RoomView[];
  roomTypes: readonly RoomTypeEditView[];
  blocks: readonly BlockView[];
}

/**
 * The add form behind the screen's add button, which really adds a room:
 * after each addition the number is cleared for the next one, type and block kept.
 */
export function AddRoomForm({ rooms, roomTypes, blocks }: Props) {
  const { t } = useTranslation('staff');
  const [draft, setDraft] = useState<RoomDraft>({
    room_types_id: roomTypes[0]?.id ?? 0,
    room_number: '',
    type_bed: '',
    status: 1,
    block_id: blocks[0]?.id ?? 0,
  });
  const { save, outcome, numberRefusal } = useSaveRoom(() =>
    setDraft((current) => ({ ...current, room_number: '' })),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="form room-add" aria-label={t('rooms.addTitle')} noValidate onSubmit={submit}>
      <h2 className="room-add__title">{t('rooms.addTitle')}</h2>
      <RoomFields
        draft={draft}
        onChange={setDraft}
        roomTypes={roomTypes}
        blocks={blocks}
        taken={takenNumber(rooms, draft.room_number, null)}
        refused={numberRefusal}
      />
      <OutcomeNotice outcome={outcome} />
      <FormActions
        busy={save.isPending}
        labels={{ submit: t('rooms.create'), submitting: t('rooms.creating') }}
      />
    </form>
  );
}
