import type { bookingMessages as russian } from '../ru/booking';

/** Searching, booking, changing, moving and cancelling a stay, and its folio. */
export const bookingMessages: Record<keyof typeof russian, string> = {
  'guest.notFound': '{passport} pasportly myhman hiç bir bronda ýok',
  'guest.noteAdded': 'Myhman barada bellik ýazyldy',
  'booking.notFound': 'Bron tapylmady',
  'booking.staffPlaced': '{bookNumber} belgili bron resepşende tölendi we resmileşdirildi',
  'booking.staffPlacedLink':
    '{bookNumber} belgili bron resmileşdirildi: töleg salgysy {email} iberildi',
  'booking.roomNotFound': 'Otag tapylmady',
  'booking.roomTaken': 'Bu otag saýlanan senelerde eýýäm eýelenen',
  'booking.noRoomFree': 'Saýlanan senelerde bu görnüşli boş otag ýok',
  'booking.notPending': 'Bron tölegine garaşmaýar',
  'booking.notPaid': 'Bron entek tölenmedi',
  'booking.notChangeable': 'Bu bronuň senelerini üýtgedip bolmaz',
  'booking.outsideOnline': 'Otag bu senelerde onlaýn bronlamak üçin açyk däl',
  'booking.notCancellable': 'Bu brony ýatyryp bolmaz',
  'booking.checkinPassed': 'Giriş wagty geçdi: ýatyryp bolmaz',
  'booking.useRefund': 'Bu bron tölendi: yzyna gaýtarmagy soraň',
  'booking.refundInProgress': 'Yzyna gaýtarmak eýýäm ýerine ýetirilýär',
  'booking.alreadyRefunded': 'Bu bron üçin pul eýýäm gaýtaryldy',
  'booking.notRefundable': 'Bu bron üçin puly gaýtaryp bolmaz',
  'booking.latePaymentNoRoom': 'Töleg gijä galdy: otag eýelendi, pul yzyna gaýtarylar',
  'booking.cancelled': 'Bron ýatyryldy',
  'booking.refunded': 'Bron ýatyryldy, kartyňyza {amount} TMT gaýtaryldy',
  'booking.refundFailed': 'Bank puly gaýtarmady. Soňrak synanyşyň.',
  'booking.datesChanged': 'Bronuň seneleri üýtgedildi',
  'folio.chargePosted': 'Töleg hasaba goşuldy',
  'folio.paymentTaken': 'Töleg ýazyldy',
  'folio.lateCheckOutCharge': 'Giç çykmak',
  'folio.lateCheckOutPosted': 'Giç çykmak hasaba goşuldy: {amount} TMT',
  'folio.lateCheckOutTwice': 'Bu bronda giç çykmak eýýäm hasaba goşulan: {who}, {when}',
  'folio.lateCheckOutNotInHouse':
    'Giç çykmak diňe myhmanlar ýerleşip, heniz çykmadyk wagtynda hasaba goşulýar',
  'booking.receptionToggled': 'Kabulhana ýagdaýy üýtgedildi',
  'booking.checkedIn': 'Myhmanlar ýerleşdirildi',
  'booking.checkedOut': 'Myhmanlar gitdi',
  'booking.checkedOutEarly':
    'Myhmanlar {date} senesinde möhletinden öň gitdi: boşan gijeler ýene onlaýn satuwda; bank myhmanyň kartyna {amount} TMT yzyna gaýtardy',
  'booking.checkedOutEarlyRefundPending':
    'Myhmanlar {date} senesinde möhletinden öň gitdi: boşan gijeler ýene onlaýn satuwda; bank jogap bermeýär: {amount} TMT myhmanyň kartyna awtomatiki gaýtarylar',
  'booking.checkedOutEarlyRefundFailed':
    'Myhmanlar {date} senesinde möhletinden öň gitdi: boşan gijeler ýene onlaýn satuwda; bank {amount} TMT gaýtarmagy ret etdi: ony myhmana başga ýol bilen gaýtaryň',
  'booking.checkedOutEarlyAtReception':
    'Myhmanlar {date} senesinde möhletinden öň gitdi: boşan gijeler ýene onlaýn satuwda; myhmana resepşende {amount} TMT tölän usuly bilen gaýtaryň',
  'booking.refundOnlyEarly': 'Pul diňe myhmanlar bronlanan gidiş gününden öň gitseler gaýtarylýar',
  'booking.checkedOutEarlyNoRefund':
    'Myhmanlar {date} senesinde möhletinden öň gitdi: boşan gijeler ýene onlaýn satuwda; pul gaýtarylmaýar',
  'booking.alreadyCheckedIn': 'Myhmanlar eýýäm ýerleşdirildi',
  'booking.alreadyCheckedOut': 'Myhmanlar eýýäm gitdi',
  'booking.notCheckedIn': 'Myhmanlar entek ýerleşdirilmedi',
  'booking.checkinNotYet': 'Ýerleşdirmek geliş gününden başlap mümkin',
  'booking.departureOutOfStay':
    'Gidiş senesi ýaşaýyş döwründe bolmaly: geliş senesinden bronuň gidiş senesine çenli',
  'booking.departureInFuture': 'Gidiş senesi şu günden giç bolup bilmez',
  'booking.refundTooLarge': 'Gaýtarylýan mukdar tölenen ýaşaýyş bahasyndan köp',
  'booking.notActive':
    'Bron indi otagy eýelemeýär: ol ýatyryldy, puly gaýtaryldy, gelmedik diýlip bellendi ýa-da tölenmedi',
  'booking.refundOverPaid':
    'Iň köp {max} TMT yzyna gaýtarylyp bilner: tölenen pul, öň gaýtarylany aýrylyp',
  'booking.noShowTooEarly': 'Gelmedik diýip diňe geliş gününden soň bellemek bolýar',
  'booking.noShowMarked': 'Bron gelmedik diýlip bellendi, onuň gijeleri ýene boş',
  'booking.cancelledByStaff': 'Bron ýatyryldy, onuň gijeleri ýene boş; pul yzyna gaýtarylmaýar',
  'booking.cancelledByStaffBankRefunded':
    'Bron ýatyryldy, onuň gijeleri ýene boş; bank myhmanyň kartyna {amount} TMT gaýtardy',
  'booking.cancelledByStaffBankPending':
    'Bron ýatyryldy, onuň gijeleri ýene boş; bank jogap bermeýär: {amount} TMT myhmanyň kartyna awtomatik gaýtarylar',
  'booking.cancelledByStaffBankFailed':
    'Bron ýatyryldy, onuň gijeleri ýene boş; bank {amount} TMT gaýtarmakdan ýüz öwürdi: ony myhmana başga ýol bilen beriň',
  'booking.cancelledByStaffCash':
    'Bron ýatyryldy, onuň gijeleri ýene boş; myhmana {amount} TMT nagt beriň',
  'booking.cancelledByStaffTransfer':
    'Bron ýatyryldy, onuň gijeleri ýene boş; myhmana {amount} TMT bank geçirimi bilen iberiň',
  'booking.beingMoved': 'Bu bron häzir başga otaga geçirilýär. Biraz soňrak täzeden synanyşyň.',
  'booking.notMovable':
    'Diňe otagy saklaýan bron (töleg garaşýan ýa-da tölenen) myhmanlar gitmänkä geçirilip bilner',
  'booking.moved': 'Bron {room} otaga geçirildi',
  'booking.swapped': '№ {first} we № {second} bronlar otaglaryny çalyşdy',
  'move.sameRoom': 'Bron eýýäm şu otagda',
  'move.stayChanged':
    'Bron geçirilýän wagty üýtgedi, şonuň üçin geçirmek yzyna alyndy. Ony täzeden açyp gaýtadan synanyşyň.',
  'move.notSwappable':
    'Bu bronlary otaglary bilen çalşyp bolmaýar: her biri beýlekisiniň otagyna sygmaly',
  'booking.toBank': 'Otag bronlandy. Bankyň töleg sahypasyna geçilýär…',
  'booking.continuePending':
    'Bu senelere tölenmedik bronuňyz eýýäm bar: onuň tölegini bankda dowam ediň',
  'booking.onlineDisabled': 'Onlaýn töleg häzir elýeterli däl. Myhmanhana bilen habarlaşyň.',
  'booking.closedForDates':
    'Bu seneler üçin onlaýn bronlamak eýýäm ýapyldy: iň ýakyn gelmeli sene — {date} (gelmezden azyndan {days} gün öň bronlanýar)',
  'booking.tooManyGuests': 'Myhmanlar otagyň ornundan köp ({capacity})',
  'booking.tooManyForeignGuests': 'Daşary ýurtly myhmanlar myhmanlardan köp',
  'booking.roomTypeNotFound': 'Otag görnüşi tapylmady',
  'booking.tooManyPendingFromAddress':
    'Siziň ulgamyňyzdan tölenmedik bronlar köp (iň köp {count}): ilki olaryň birini töläň ýa-da ýatyryň',
  'booking.sameStayFromAddress':
    'Bu seneler siziň ulgamyňyzdan eýýäm bronlanan we tölenmedik: ilki şol brony töläň ýa-da ýatyryň',
  'booking.expiredHoldsWait':
    'Öňki bronlaryňyz wagtynda tölenmedi: {minutes} minutdan soň ýene bronlap bilersiňiz.',
  'booking.tooManyPending':
    'Tölenmedik bronlaryňyz köp (bir hasaba iň köp {count}): ilki olaryň birini töläň ýa-da ýatyryň',
  'booking.attemptInProgress':
    'Bu bron entek resmileşdirilýär. Biraz garaşyň we täzeden synanyşyň.',
  'booking.attemptReused':
    'Bu bron synanyşygy başga maglumatlar bilen eýýäm iberildi. Täzeden bron etmezden öň, şahsy otagyňyzda bronlaryňyzy barlaň.',
  'booking.attemptEnded':
    '№ {bookNumber} bron tölenmedi we otag boşadyldy. Bu formany ýapyň we täzeden bron ediň.',
  'booking.attemptPaid': '№ {bookNumber} bron eýýäm tölendi.',
  'booking.notConfirmed':
    'Bronlama ulgamy gysga wagtlyk elýeterli däl we bronuňyz entek tassyklanmady: ol eýýäm edilen bolmagy mümkin. Bir minutdan şol maglumatlar bilen täzeden synanyşyň: ikinji bron däl-de, şu bron size berler.',
  'booking.notConfirmedCheckAccount':
    'Bronlama ulgamy gysga wagtlyk elýeterli däl we bronuňyz tassyklanmady: ol eýýäm edilen bolmagy mümkin. Täzeden bron etmezden öň, şahsy otagyňyzda bronlaryňyzy barlaň.',
  'search.found': 'Tapylan boş otag görnüşleri: {count}',
  'search.nothingFree': 'Saýlanan senelerde boş otag ýok',
  'search.onlineUntil': 'Onlaýn bronlamak diňe {date} senesine çenli gidilýän ýaşaýyş üçin açyk',
  'search.nothingFreeOnRequest':
    'Saýlanan senelerde onlaýn boş otag ýok. {types}: soraga görä bronlanýar, jaň ediň {phone}',
  'search.tooLong': 'Iň köp {max} gije bronlap bolýar',
  'booking.refundPending': 'Bank wagtynda jogap bermedi. Pul yzyna awtomatiki gaýtarylar.',
  'booking.datesTaken': 'Bu senelerde otag başga bronlama bilen eýelenen',
  'booking.datesUnchanged': 'Hiç zat üýtgemedi: bronlamanyň seneleri eýýäm şeýle',
  // The desk's rules: moves, check-in apart from the reception flag, phone bookings.
  'move.splitOutOfStay':
    'Ýerleşen myhmanyň ýaşaýşy onuň bir gijesinden geçirilýär: ondan öňki gijeler öňki otagda galýar',
  'move.stayEnded': 'Ýaşaýyş tamamlandy: geçirmegiň ýerine myhmanlary çykaryň',
  'move.tooSmall':
    '{room} otag iň köp {capacity} myhmany kabul edýär, bronda bolsa {guests}. Dolandyryjy sebäbini görkezip geçirip biler.',
  'move.notPublished':
    '{room} otag satuwda däl (otag ýa-da onuň görnüşi çap edilmedik). Dolandyryjy sebäbini görkezip geçirip biler.',
  'move.tooSmallShort': 'Orun: {capacity}, bronda myhman: {guests}',
  'move.notPublishedShort': 'Satuwda däl: otag ýa-da onuň görnüşi çap edilmedik',
  'move.overrideNotAllowed': 'Geçirmegiň düzgünlerini diňe dolandyryjy üýtgedip biler',
  'move.notSwappableCheckedIn': 'Ýerleşen bron otag çalşyp bilmeýär: ony geçiriň',
  // The guests of a booking, changed by staff.
  'booking.guestsChanged': 'Bronuň myhmanlary üýtgedildi',
  'booking.guestsUnchanged': 'Hiç zat üýtgemedi: bronuň myhmanlary eýýäm şeýle',
  'booking.guestsNotChangeable':
    'Bu bronuň myhmanlaryny üýtgedip bolmaz: ol indi otagy eýelemeýär ýa-da myhmanlar eýýäm gitdiler',
  // A staff cancel of a booking paid partly through the bank and partly at the desk.
  'booking.refundMethodNeeded':
    'Bankyň gaýtarmaýan {rest} TMT-siniň nähili gaýtarylýandygyny görkeziň: nagt ýa-da bank geçirimi bilen',
  'booking.cancelledByStaffBankRefundedDesk':
    'Bron ýatyryldy, onuň gijeleri ýene boş; bank myhmanyň kartyna {amount} TMT gaýtardy, ýene {rest} TMT resepşende gaýtarylan diýlip ýazyldy',
  'booking.cancelledByStaffBankPendingDesk':
    'Bron ýatyryldy, onuň gijeleri ýene boş; bank jogap bermeýär: {amount} TMT myhmanyň kartyna awtomatik gaýtarylar, ýene {rest} TMT resepşende gaýtarylan diýlip ýazyldy',
  'booking.cancelledByStaffBankFailedDesk':
    'Bron ýatyryldy, onuň gijeleri ýene boş; bank {amount} TMT gaýtarmakdan ýüz öwürdi: ony myhmana başga ýol bilen beriň; ýene {rest} TMT resepşende gaýtarylan diýlip ýazyldy',
  'booking.tooManyChildren': 'Çagalar myhmanlardan köp',
  'booking.foreignChildren': 'Daşary ýurtly çagalar daşary ýurtly myhmanlardan köp',
};
