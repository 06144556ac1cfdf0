import type { BlockView, RoomTypeEditView, RoomView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { nameIn } from '../-types/room-type-name';
import type { RoomDraft } from './room-draft';
import { InputField } from '../../../../components/field';
import { OptionSelectField } from '../../-staff/option-select-field';

interface Props {
  draft: RoomDraft;
  onChange: (draft: RoomDraft) => void;
  roomTypes: readonly RoomTypeEditView[];
  blocks: readonly BlockView[];
  /** The number typed, when another room has it already: said at once, under the field. */
  taken: string | null;
  /** The server's refusal of the number (none typed), said under the field as well. */
  refused?: string | undefined;
}

const BED_LABEL = { '': 'none', twin: 'twin', double: 'double' } as const satisfies Record<
  RoomView['type_bed'],
  string
>;

/**
 * A room's fields, in the add form and in the edit dialog: type, room
 * number, bed type (none, twin, double), status (0 not published, 1 published), block.
 */
export function RoomFields({ draft, onChange, roomTypes, blocks, taken, refused }: Props) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const set = <K extends keyof RoomDraft>(key: K, value: RoomDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <div className="form-grid room-fields">
      <OptionSelectField
        label={t('rooms.field.type')}
        options={roomTypes.map((roomType) => ({
          value: roomType.id,
          text: nameIn(roomType.name, language) || t('roomTypes.unnamed'),
        }))}
        value={draft.room_types_id}
        onChange={(id) => set('room_types_id', id)}
      />
      <InputField
        label={t('rooms.field.number')}
        error={taken ? t('rooms.numberTaken', { number: taken }) : refused}
        alert
        required
        maxLength={20}
        value={draft.room_number}
        onChange={(number) => set('room_number', number)}
      />
      <OptionSelectField
        label={t('rooms.field.bed')}
        options={(['', 'twin', 'double'] as const).map((bed) => ({
          value: bed,
          text: t(`rooms.bed.${BED_LABEL[bed]}`),
        }))}
        value={draft.type_bed}
        onChange={(bed) => set('type_bed', bed)}
      />
      <OptionSelectField
        label={t('rooms.field.status')}
        options={[
          { value: 0 as const, text: t('rooms.status.off') },
          { value: 1 as const, text: t('rooms.status.on') },
        ]}
        value={draft.status}
        onChange={(status) => set('status', status)}
      />
      <OptionSelectField
        label={t('rooms.field.block')}
        options={blocks.map((block) => ({ value: block.id, text: block.name }))}
        value={draft.block_id}
        onChange={(id) => set('block_id', id)}
      />
    </div>
  );
}
