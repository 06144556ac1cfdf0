import { addDays } from '../calendar-days';
import type { MessageKey, MessageParams } from '../messages';
import type { StayRuleRefusal } from './season-pricing';

const KEYS: Record<StayRuleRefusal['rule'], MessageKey> = {
  min_stay: 'rates.minStay',
  max_stay: 'rates.maxStay',
  closed_to_arrival: 'rates.closedToArrival',
  closed_to_departure: 'rates.closedToDeparture',
};

/**
 * The message that refuses a stay by a season's rule, naming the rule and the season's dates as
 * a guest reads them: its first night and its last (the night before its exclusive `to`).
 */
export function stayRuleMessage(refusal: StayRuleRefusal): {
  key: MessageKey;
  params: MessageParams;
} {
  const dates = { from: refusal.from, last: addDays(refusal.to, -1) };
  return {
    key: KEYS[refusal.rule],
    params: 'nights' in refusal ? { ...dates, nights: refusal.nights } : dates,
  };
}
