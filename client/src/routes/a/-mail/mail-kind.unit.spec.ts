import { LANGUAGES, MAIL_KINDS } from '@hotel/contracts/plain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, ru, tm } from '../-staff/i18n';
import { mailKindLabel } from './mail-kind';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { staff: en }, ru: { staff: ru }, tm: { staff: tm } },
  initAsync: false,
});

describe('the mail screen', () => {
  it.each(LANGUAGES)(
    'names every kind of mail the outbox writes in %s, a room change too',
    (language) => {
      const t = i18n.getFixedT(language, 'staff');
      for (const kind of MAIL_KINDS) expect(mailKindLabel(kind, t), kind).not.toBe(kind);
      expect(mailKindLabel('roomChanged', i18n.getFixedT('en', 'staff'))).toBe('Another room');
    },
  );
});
