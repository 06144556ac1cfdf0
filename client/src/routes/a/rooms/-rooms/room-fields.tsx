import type { BlockView, RoomTypeEditView, RoomView } from '@hotel/contracts';
import { BED_TYPES } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { nameIn } from '../-types/room-type-name';
import type { RoomDraft } from './room-draft';
import { Field } from '../../../../components/field';

interface Props {
  draft: RoomDraft;
  onChange: (draft: RoomDraft) => void;
  roomTypes: readonly RoomTypeEditView[];
  blocks: readonly BlockView[];
  /** The number typed, when another room has it already: said at once, under the field. */
  taken: string | null;
}

const BED_LABEL = { '': 'none', twin: 'twin', double: 'double' } as const satisfies Record<
  RoomView['type_bed'],
  string
>;

/**
 * A room's fields, in the add form and in the edit dialog: type, room
 * number, bed type (none, twin, double), status (0 not published, 1 published), block.
 */
export function RoomFields({ draft, onChange, roomTypes, blocks, taken }: Props) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const set = <K extends keyof RoomDraft>(key: K, value: RoomDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <div className="form-grid room-fields">
      <Field label={t('rooms.field.type')}>
        {(control) => (
          <select
            {...control}
            value={draft.room_types_id}
            onChange={(event) => set('room_types_id', Number(event.target.value))}
          >
            {roomTypes.map((roomType) => (
              <option key={roomType.id} value={roomType.id}>
                {nameIn(roomType.name, language) || t('roomTypes.unnamed')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('rooms.field.number')}
        error={taken && t('rooms.numberTaken', { number: taken })}
        alert
      >
        {(control) => (
          <input
            {...control}
            required
            maxLength={20}
            value={draft.room_number}
            onChange={(event) => set('room_number', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('rooms.field.bed')}>
        {(control) => (
          <select
            {...control}
            value={draft.type_bed}
            onChange={(event) =>
              set('type_bed', BED_TYPES.find((bed) => bed === event.target.value) ?? '')
            }
          >
            {(['', 'twin', 'double'] as const).map((bed) => (
              <option key={bed} value={bed}>
                {t(`rooms.bed.${BED_LABEL[bed]}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('rooms.field.status')}>
        {(control) => (
          <select
            {...control}
            value={draft.status}
            onChange={(event) => set('status', event.target.value === '1' ? 1 : 0)}
          >
            <option value={0}>{t('rooms.status.off')}</option>
            <option value={1}>{t('rooms.status.on')}</option>
          </select>
        )}
      </Field>
      <Field label={t('rooms.field.block')}>
        {(control) => (
          <select
            {...control}
            value={draft.block_id}
            onChange={(event) => set('block_id', Number(event.target.value))}
          >
            {blocks.map((block) => (
              <option key={block.id} value={block.id}>
                {block.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
