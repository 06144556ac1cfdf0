import type { BlockView, RoomTypeEditView, RoomView } from '@hotel/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { formatHotelDateTime } from '../../../../lib/format';
import { draftOf, takenNumber, type RoomDraft } from './room-draft';
import { RoomFields } from './room-fields';
import { DialogActions, editTexts } from '../../-staff/dialog-submit-row';
import { OutcomeNotice } from '../../-staff/outcome-notice';
import { useDraftVersion } from '../../-staff/use-draft-version';
import { useSaveRoom } from './use-save-room';
import { Field } from '../../../../components/field';

interface Props {
  /** The room as the latest refresh has it. */
  room: RoomView;
  rooms: readonly RoomView[];
  roomTypes: readonly RoomTypeEditView[];
  blocks: readonly BlockView[];
  onClose: () => void;
}

/**
 * The room's edit dialog: type, room number, bed type, status, block,
 * the last update read-only; save and close. It stays open after saving with the server's word.
 */
export function RoomDialog({ room, rooms, roomTypes, blocks, onClose }: Props) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const [draft, setDraft] = useState<RoomDraft>(draftOf(room));
  const { save, outcome, numberRefusal } = useSaveRoom();
  // The version the draft was made from, not the one a live refresh shows since.
  const read = useDraftVersion(room.version);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: room.id, ...draft, version: read.version }, { onSettled: read.settled });
  };
  return (
    <Modal
      title={t('rooms.dialogTitle', { number: room.room_number })}
      onClose={onClose}
      className="room-dialog"
    >
      <form className="form" noValidate onSubmit={submit}>
        <RoomFields
          draft={draft}
          onChange={setDraft}
          roomTypes={roomTypes}
          blocks={blocks}
          taken={takenNumber(rooms, draft.room_number, room.id)}
          refused={numberRefusal}
        />
        <Field label={t('rooms.field.updated')}>
          {(control) => (
            <input
              {...control}
              readOnly
              value={formatHotelDateTime(room.updated_at) ?? common('dates.invalid')}
            />
          )}
        </Field>
        {/* The server's answer, a success too, shows above the buttons. */}
        <OutcomeNotice outcome={outcome} />
        <DialogActions busy={save.isPending} onCancel={onClose} labels={editTexts(t, 'rooms')} />
      </form>
    </Modal>
  );
}
