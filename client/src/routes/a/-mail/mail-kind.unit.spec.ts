import { LANGUAGES, MAIL_KINDS } from '@hotel/contracts/plain';
import { describe, expect, it } from 'vitest';
import { staffT } from '../-staff/staff-spec-texts';
import { mailKindLabel } from './mail-kind';

describe('the mail screen', () => {
  it.each(LANGUAGES)(
    'names every kind of mail the outbox writes in %s, a room change too',
    (language) => {
      const t = staffT(language);
      for (const kind of MAIL_KINDS) expect(mailKindLabel(kind, t), kind).not.toBe(kind);
      expect(mailKindLabel('roomChanged', staffT('en'))).toBe('Another room');
    },
  );
});
