import type { RateSeasonView, RoomTypeEditView } from '@hotel/contracts';
import { tmtToTenge, type CalendarDate } from '@hotel/contracts/plain';
import { useMemo } from 'react';
import type { GridType } from './rate-grid';
import { rateCells, seasonOfView } from './rate-cells';

/**
 * The grid's rows: each room type's nights priced under its seasons, with a key naming what
 * priced them (the period, the base price, the seasons), so a row re-renders only when its key
 * changes — not on the lists' refreshes every few seconds, nor on another type's new season.
 */
export function useRateRows(
  types: readonly RoomTypeEditView[] | undefined,
  seasons: readonly RateSeasonView[] | undefined,
  nights: readonly CalendarDate[],
  nameOf: (type: RoomTypeEditView) => string,
): GridType[] {
  return useMemo(() => {
    const byType = new Map<number, RateSeasonView[]>();
    for (const season of seasons ?? [])
      byType.set(season.room_types_id, [...(byType.get(season.room_types_id) ?? []), season]);
    const period = `${nights[0] ?? ''}/${nights.length}`;
    return (types ?? []).map((type) => {
      const own = byType.get(type.id) ?? [];
      const base = tmtToTenge(type.room_price) ?? 0;
      return {
        id: type.id,
        name: nameOf(type),
        cells: rateCells(nights, base, own.map(seasonOfView)),
        cellsKey: `${period}|${base}|${JSON.stringify(own)}`,
      };
    });
  }, [types, seasons, nights, nameOf]);
}
