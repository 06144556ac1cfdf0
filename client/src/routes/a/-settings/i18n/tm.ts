import type { settings as source } from './ru';

export const settings: typeof source = {
  title: 'Sazlamalar',
  intro:
    'Tutuş myhmanhananyň onlaýn töleg we bronlama sazlamalary. Her üýtgeşme hereketler žurnalyna ýazylýar.',
  payments: 'Onlaýn töleg',
  numbers: 'Mukdarlar we çäkler',
  terms: 'Bronlamagyň şertleri',
  termsIntro: 'Saýt bu sanlary bronlamalara ulanýar we «Ýaşaýyş şertleri» sahypasynda görkezýär.',
  children: 'Çagalar',
  childrenIntro:
    'Kim çaga hökmünde töleýär: çaganyň we goşmaça uly adamyň bahalary otag görnüşlerinde bellenýär. Üýtgeşmeden soň edilen bronlamalara degişli.',
  field: {
    payment_system: 'Onlaýn töleg açyk',
    payment_booking: 'Bronlama üçin töleg almak',
    payment_room: 'Otag üçin töleg almak',
    booking_price: 'Bronlamanyň bahasy, TMT',
    booking_priceHint: '0-dan az däl.',
    payment_timeout: 'Tölemek üçin wagt, minut',
    payment_timeoutHint: '5-den 20 minuta çenli.',
    last_book_number: 'Soňky bron belgisi',
    last_book_numberHint: 'Indiki bronlama bir san uly belgini alar.',
    max_pending_bookings: 'Bir hasapdaky tölenmedik bronlar',
    max_pending_bookingsHint: '1-den 20-ä çenli.',
    max_pending_per_address: 'Bir salgydan tölenmedik bronlar',
    max_pending_per_addressHint:
      '0-dan 1000-e çenli, bir salgynyň ähli hasaplary boýunça; 0 — çäksiz.',
    max_same_stay_per_address: 'Bir salgydan şol bir senelere tölenmedik bronlar',
    max_same_stay_per_addressHint: '0-dan 100-e çenli; 0 — çäksiz.',
    expired_hold_wait_minutes: 'Tölenmedik brondan soň garaşmak, minut',
    expired_hold_wait_minutesHint:
      '0-dan 1440-a çenli. Brony tölenmän möhleti geçen hasap şonça minut garaşýar; bir hepdäniň içinde her indiki üçin iki esse köp. 0 — garaşmazdan.',
    booking_closes_days: 'Onlaýn bronlamak ýapylýar, gelmezden öň gün',
    booking_closes_daysHint: '0-dan 365-e çenli; 0 — gelýän güni hem bronlap bolýar.',
    online_share_percent: 'Onlaýn tölenýär, ýaşaýşyň bahasynyň %-i',
    online_share_percentHint:
      '1-den 100-e çenli; galanyny myhman gelende töleýär. Bronlamak üçin töleg onlaýn doly tölenýär.',
    guest_refund_percent: 'Myhman ýatyranda yzyna gaýtarylýar, otag töleginiň %-i',
    guest_refund_percentHint:
      '0-dan 100-e çenli; 0 — töleg yzyna gaýtarylmaýar. Bronlamak üçin töleg yzyna gaýtarylmaýar. Üýtgeşmeden soň edilen bronlamalara degişli.',
    foreign_guest_tax: 'Daşary ýurtlulardan salgyt, bir myhman üçin bir gijä TMT',
    foreign_guest_taxHint:
      '0-dan 10000 TMT-a çenli; 0 — salgyt ýok. Ýaşaýyş şertlerinde bir gijä 2 dollar diýlip görkezilýär: ony myhmanhananyň hümmeti boýunça manatda giriziň. Daşary ýurtly myhman ony onlaýn däl-de, gelende töleýär. Üýtgeşmeden soň edilen bronlamalara degişli.',
    child_free_under_age: 'Çagalar mugt ýaşaýar, ýaşa çenli',
    child_free_under_ageHint:
      '0-dan 17-ä çenli; 0 — mugt çaga ýok. Ýaşaýyş şertleri: 3 ýaşa çenli.',
    adult_from_age: 'Myhman uly adam hökmünde töleýär, ýaşdan',
    adult_from_ageHint:
      '1-den 18-e çenli, mugt ýaşdan uly; aradaky çagalar otag görnüşiniň çaga bahasyny töleýär.',
    foreign_child_price: 'Daşary ýurtly çaga, bir gijä TMT',
    foreign_child_priceHint:
      '0-dan 100000 TMT-a çenli; 0 — islendik çaga ýaly, otag görnüşiniň bahasy boýunça. Ýaşaýyş şertlerinde daşary ýurtly çagalar üçin aýratyn baha görkezilýär.',
  },
  unchanged: 'Üýtgeşme ýok.',
  changed: 'Üýtgedilen meýdança: {{count}}.',
  confirm: 'Sazlamalardaky üýtgeşmeleri tassyklaň.',
  notConfirmed: 'Üýtgeşmeler tassyklanmady.',
  save: 'Ýatda saklamak',
  saving: 'Ýatda saklanýar…',
  reset: 'Üýtgeşmeleri yzyna almak',
};
