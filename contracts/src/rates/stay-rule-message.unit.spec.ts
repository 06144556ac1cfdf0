import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import { stayRuleMessage } from './stay-rule-message';

// A summer season of this year: built from the year, as test dates must be (test/no-date-literals).
const year = new Date().getUTCFullYear();
const summer = { from: `${year}-07-01`, to: `${year}-09-01` };

describe('a stay rule refusal', () => {
  it('names the rule and the season from its first night to its last, in each language', () => {
    const { key, params } = stayRuleMessage({ rule: 'min_stay', nights: 3, ...summer });
    expect(translate('ru', key, params)).toBe(
      'Для заезда с 1 июля по 31 августа минимальное число ночей — 3',
    );
    expect(translate('en', key, params)).toBe(
      'Minimum stay 3 nights for arrivals from 1 July to 31 August',
    );
    expect(translate('tm', key, params)).toBe(
      '1 iýul — 31 awgust aralygynda gelýänler üçin iň az gije sany: 3',
    );
  });

  it('says which of arrival and departure is closed', () => {
    const arrival = stayRuleMessage({ rule: 'closed_to_arrival', ...summer });
    const departure = stayRuleMessage({ rule: 'closed_to_departure', ...summer });
    expect(translate('en', arrival.key, arrival.params)).toBe(
      'No arrivals from 1 July to 31 August: choose another check-in date',
    );
    expect(translate('ru', departure.key, departure.params)).toBe(
      'Выезд с 1 июля по 31 августа закрыт: выберите другую дату выезда',
    );
  });
});
