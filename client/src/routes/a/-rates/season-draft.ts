import { addDays, CALENDAR_DATE_PATTERN } from '@hotel/contracts/plain';
import type { RouterInputs } from '@hotel/services/router';

/** The season form as typed: text as the inputs hold it, so an error never loses a keystroke. */
export interface SeasonDraft {
  typeIds: number[];
  from: string;
  /** The last night, inclusive: what a manager means by "1 July to 31 August". */
  last: string;
  price: string;
  weekendPrice: string;
  minStay: string;
  maxStay: string;
  priority: string;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export const EMPTY_DRAFT: SeasonDraft = {
  typeIds: [],
  from: '',
  last: '',
  price: '',
  weekendPrice: '',
  minStay: '',
  maxStay: '',
  priority: '',
  closedToArrival: false,
  closedToDeparture: false,
};

type SeasonInput = RouterInputs['staffRates']['set'];

const DAY = new RegExp(CALENDAR_DATE_PATTERN);

/**
 * The season for one room type as the server takes it: `to` is the day after the last night
 * (exclusive, like a checkout); empty optional fields are left out. The server checks every value
 * and refuses in the manager's language, so nothing is judged here.
 */
export function seasonInput(draft: SeasonDraft, typeId: number): SeasonInput {
  const text = (value: string) => value.trim();
  return {
    room_types_id: typeId,
    from: draft.from,
    to: DAY.test(draft.last) ? addDays(draft.last, 1) : draft.last,
    price: text(draft.price),
    ...(text(draft.weekendPrice) && { weekend_price: text(draft.weekendPrice) }),
    ...(text(draft.minStay) && { min_stay: text(draft.minStay) }),
    ...(text(draft.maxStay) && { max_stay: text(draft.maxStay) }),
    ...(text(draft.priority) && { priority: text(draft.priority) }),
    closed_to_arrival: draft.closedToArrival,
    closed_to_departure: draft.closedToDeparture,
  };
}
