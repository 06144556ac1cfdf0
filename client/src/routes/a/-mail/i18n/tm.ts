import type { mail as source } from './ru';

export const mail: typeof source = {
  title: 'Myhmanlara hatlar',
  intro:
    'Myhmanlara öz dillerinde iberilen hatlar: tassyklama, geçmedik ýa-da möhleti geçen töleg, ýatyrma, yzyna gaýtarma, täze seneler we gelmezden iki gün öň ýatlatma, işgärler tarapyndan onlaýn töleg bilen bronlanan myhmana bolsa töleg salgysy; şeýle hem hasap barada hatlar (e-poçtany tassyklamak, täze açar söz), olaryň teksti görkezilmeýär. SMTP serwer bolmasa, hatlar maglumat bukjasynda .eml faýllary hökmünde saklanýar. Sanaw her 10 sekuntda täzelenýär.',
  empty: 'Entek hat ýok.',
  column: {
    created: 'Ýazyldy',
    booking: 'Bron',
    recipient: 'Kime',
    kind: 'Hat',
    subject: 'Tema',
    status: 'Ýagdaýy',
  },
  kind: {
    confirmed: 'Tassyklama',
    paymentFailed: 'Töleg geçmedi',
    paymentExpired: 'Töleg wagty gutardy',
    cancelled: 'Ýatyrma',
    refunded: 'Yzyna gaýtarma',
    datesChanged: 'Täze seneler',
    roomChanged: 'Başga otag',
    reminder: 'Ýatlatma',
    payLink: 'Töleg salgysy',
    departureRefunded: 'Öň gidenlik üçin gaýtarma',
    cancelledByHotel: 'Myhmanhana ýatyrdy',
    cancelledByHotelRefund: 'Myhmanhana ýatyrdy, pul gaýtarylýar',
    verifyEmail: 'E-poçtany tassyklamak',
    accountExists: 'Salgy eýýäm hasaba alnan',
    passwordReset: 'Açar sözi dikeltmek',
  },
  status: {
    sent: 'Iberildi {{at}}',
    waiting: 'Iberilmegine garaşýar',
    failing: 'Iberilmedi ({{attempts}} synanyşyk): {{error}}',
  },
  file: '{{file}} faýly',
  show: 'Hatyň teksti',
  hidden: 'Tekst görkezilmeýär: onda myhmanyň hasabyna salgylanma bar.',
};
