import { describe, expect, it } from 'vitest';
import { paymentInput } from '@hotel/contracts';
import { stay } from '../../../test/clock';
import { translate } from '@hotel/contracts';
import { AppError } from '../application/errors';
import { describeError } from './describe-error';

describe('a database that cannot serve', () => {
  it('is a 503 in the caller language, whether full, unreachable or shutting down', () => {
    const failures = [
      Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const failure of failures) {
      expect(describeError(failure, 'ru')).toEqual({
        status: 503,
        message:
          'Система бронирования ненадолго недоступна. Ничего не изменено: попробуйте снова через минуту.',
        expected: false,
      });
    }
  });

  it('is a 503 "busy" for a statement cancelled by its timeout, which says nothing of what was changed', () => {
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(describeError(timeout, 'en')).toEqual({
      status: 503,
      message: 'The booking system is busy right now. Please try again in a minute.',
      expected: false,
    });
    expect(describeError(timeout, 'tm').message).toBe(
      'Bronlama ulgamy häzir gaty meşgul. Bir minutdan täzeden synanyşyň.',
    );
  });

  it('leaves other database errors as an internal error without details', () => {
    const described = describeError(
      Object.assign(new Error('syntax error at or near "selct"'), { code: '42601' }),
      'en',
    );
    expect(described.status).toBe(500);
    expect(described.message).not.toContain('selct');
  });
});

describe('a refused guest', () => {
  const refusal = (guests: unknown[]) =>
    paymentInput.safeParse({ id: 1, ...stay(40, 2), guests }).error;

  it('says in each language what a name may hold', () => {
    const error = refusal([
      { full_name: '123456', passport_serial: 'AS', passport_number: '123456' },
    ]);
    expect(describeError(error, 'en')).toEqual({
      status: 400,
      message:
        'Check the field "guests": a name holds letters, and only spaces, hyphens, apostrophes and dots besides (no digits, emoji or special characters)',
      expected: true,
      // The field a form shows it by.
      field: 'guests',
    });
    expect(describeError(error, 'ru').message).toContain('в имени должны быть буквы');
    expect(describeError(error, 'tm').message).toContain('atda harplar bolmaly');
  });

  it('says a passport was given twice', () => {
    const twice = { full_name: 'Aman Amanow', passport_serial: 'AS', passport_number: '123456' };
    const error = refusal([twice, { ...twice, full_name: 'Merdan Orazow' }]);
    expect(describeError(error, 'en').message).toBe(
      'Check the field "guests": the same passport is given for two guests',
    );
    expect(describeError(error, 'ru').message).toBe(
      'Проверьте поле «гости»: один и тот же паспорт указан у двух гостей',
    );
    expect(describeError(error, 'tm').message).toContain(
      'şol bir pasport iki myhman üçin görkezildi',
    );
  });

  it("says in each language what a foreign passport's number and a citizenship must be", () => {
    const foreign = { full_name: 'Ivan Petrov', citizenship: 'RU', passport_number: 'AB1' };
    const number = refusal([foreign]);
    expect(describeError(number, 'en').message).toBe(
      'Check the field "guests": 5 to 20 Latin letters and digits',
    );
    expect(describeError(number, 'ru').message).toContain('от 5 до 20 латинских букв и цифр');
    expect(describeError(number, 'tm').message).toContain('5-den 20-ä çenli latyn harplary');
    const country = refusal([{ ...foreign, citizenship: 'XX', passport_number: '4509123456' }]);
    expect(describeError(country, 'en').message).toContain('an ISO 3166-1 country code');
    expect(describeError(country, 'ru').message).toContain('код страны ISO 3166-1');
    expect(describeError(country, 'tm').message).toContain('ISO 3166-1 ýurt kody');
    expect(describeError(country, 'en').status).toBe(400);
  });
});

describe('a refusal about one field', () => {
  it('names the field a rule is about, and none where the rule names none', () => {
    const rule = new AppError(
      'validation',
      'roomType.baseOccupancy',
      { capacity: 2 },
      {
        field: 'base_occupancy',
      },
    );
    expect(describeError(rule, 'en')).toEqual({
      status: 400,
      message: translate('en', 'roomType.baseOccupancy', { capacity: 2 }),
      expected: true,
      field: 'base_occupancy',
    });
    expect(
      describeError(new AppError('validation', 'options.bookNumberUsed', { used: 5 }), 'en'),
    ).not.toHaveProperty('field');
  });
});
