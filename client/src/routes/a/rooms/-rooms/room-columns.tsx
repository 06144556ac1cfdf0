import type { BlockView, Language, RoomTypeEditView, RoomView } from '@hotel/contracts';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatHotelDateTime } from '../../../../lib/format';
import { flagCell } from '../../-staff/flag-badge';
import { editColumns } from '../../-staff/edit-row-button';
import { nameIn } from '../-types/room-type-name';

const column = createColumnHelper<RoomView>();

interface Context {
  t: TFunction<'staff'>;
  common: TFunction;
  language: Language;
  roomTypes: readonly RoomTypeEditView[];
  blocks: readonly BlockView[];
}

const BED_LABEL = { '': 'none', twin: 'twin', double: 'double' } as const;

/**
 * The rooms' columns: number, block name plus room number, type,
 * status, bed type, updated time, and the edit button (a manager's).
 */
export function roomColumns(
  { t, common, language, roomTypes, blocks }: Context,
  onEdit: ((room: RoomView) => void) | undefined,
): TableOptions<RoomView>['columns'] {
  const typeName = (room: RoomView) => {
    const roomType = roomTypes.find((type) => type.id === room.room_types_id);
    return roomType ? nameIn(roomType.name, language) || t('roomTypes.unnamed') : t('empty');
  };
  const place = (room: RoomView) =>
    t('rooms.place', {
      block: blocks.find((block) => block.id === room.block_id)?.name ?? t('empty'),
      number: room.room_number,
    });
  return [
    column.accessor('id', { header: t('rooms.column.id'), meta: { numeric: true } }),
    column.accessor(place, { id: 'place', header: t('rooms.column.number') }),
    column.accessor(typeName, { id: 'type', header: t('rooms.column.type') }),
    column.accessor('status', {
      header: t('rooms.column.status'),
      cell: flagCell({ on: t('rooms.badge.on'), off: t('rooms.badge.off') }),
    }),
    column.accessor((room) => t(`rooms.bed.${BED_LABEL[room.type_bed]}`), {
      id: 'bed',
      header: t('rooms.column.bed'),
    }),
    column.accessor('updated_at', {
      header: t('rooms.column.updated'),
      cell: (cell) => formatHotelDateTime(cell.getValue()) ?? common('dates.invalid'),
    }),
    ...editColumns<RoomView>({
      header: t('rooms.column.edit'),
      text: t('rooms.edit'),
      label: (room) => t('rooms.editLabel', { number: room.room_number }),
      onEdit,
    }),
  ];
}
