import type { RoomEventOf } from '@hotel/contracts';
import type { RoomState } from './room-state-types';

/** The room's out-of-order periods after a period was opened or its room came back into service. */
export function evolveOutOfOrder(
  state: RoomState,
  event: RoomEventOf<'RoomTakenOutOfOrder'> | RoomEventOf<'RoomBackInService'>,
): RoomState {
  if (event.type === 'RoomTakenOutOfOrder') {
    const { roomId, periodId, from, to, reason, cutFromOnline } = event.data;
    return {
      ...state,
      roomId,
      outOfOrder: [...state.outOfOrder, { periodId, from, to, reason, cutFromOnline }],
    };
  }
  const { periodId, on } = event.data;
  // Back before its first night: the period is withdrawn whole; else it ends on that day.
  const outOfOrder = state.outOfOrder.flatMap((period) =>
    period.periodId !== periodId ? [period] : on <= period.from ? [] : [{ ...period, to: on }],
  );
  return { ...state, outOfOrder };
}
