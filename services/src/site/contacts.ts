import type { SiteContacts } from '@hotel/contracts';

/**
 * The demo hotel's contact data: the defaults of HOTEL_PHONES, HOTEL_FAX, HOTEL_EMAIL and
 * HOTEL_ADDRESS_TM/_RU/_EN (env.ts), so a fresh checkout shows a complete site.
 */
export const DEMO_CONTACTS: SiteContacts = {
  phones: ['+993 243 4-12-20', '+993 243 4-12-21'],
  fax: '+993 243 4-12-25',
  email: 'info@hazar-yachtclub.tm',
  address: {
    tm: 'Türkmenistan, Balkan welaýaty, Türkmenbaşy şäheri, «Awaza» syýahatçylyk zolagy',
    ru: 'Туркменистан, Балканский велаят, г. Туркменбаши, туристическая зона «Аваза»',
    en: 'Awaza tourist zone, Türkmenbaşy, Balkan province, Turkmenistan',
  },
};
