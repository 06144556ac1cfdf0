import type { bookingSearch as source } from './ru';

export const bookingSearch: typeof source = {
  label: 'Bronu tapmak',
  placeholder: 'Bron: belgisi, myhman, pasport, telefon…',
  results: 'Tapylan bronlar',
  searching: 'Gözleýäris…',
  none: 'Hiç zat tapylmady',
  failed: 'Gözleg başa barmady: {{message}}',
  opening: 'Bron açylýar…',
  guests: '№ {{number}} bronuň myhmanlarynyň maglumatlary:',
  hit: {
    number: '№ {{number}}',
    room: '{{room}} otag',
  },
  state: {
    pending: 'töleg garaşylýar',
    paid: 'tölendi',
    refund_pending: 'yzyna gaýtarylýar',
    cancelled: 'ýatyryldy',
    refunded: 'yzyna gaýtaryldy',
    failed: 'töleg geçmedi',
    expired: 'töleg möhleti geçdi',
    late_refunded: 'gijä galan töleg gaýtaryldy',
    no_show: 'gelmedi',
  },
};
