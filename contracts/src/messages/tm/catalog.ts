import type { catalogMessages as russian } from '../ru/catalog';

/** The hotel's rooms, room types and their images, online sale, reviews, calendar feeds and settings. */
export const catalogMessages: Record<keyof typeof russian, string> = {
  'room.notFound': 'Otag tapylmady',
  'room.housekeepingMarked': '{number} otag: arassalyk ýagdaýy ýazyldy',
  'room.housekeepingChangedBy.clean':
    '{number} otag: sanaw açylandan soň {who} ony {when} «Arassa» diýip belledi. Siziň belligiňiz ýazylmady; sanaw täzelendi: otagy barlaň we täzeden belläň.',
  'room.housekeepingChangedBy.dirty':
    '{number} otag: sanaw açylandan soň {who} ony {when} «Hapa» diýip belledi. Siziň belligiňiz ýazylmady; sanaw täzelendi: otagy barlaň we täzeden belläň.',
  'room.housekeepingChangedBy.inspected':
    '{number} otag: sanaw açylandan soň {who} ony {when} «Barlanan» diýip belledi. Siziň belligiňiz ýazylmady; sanaw täzelendi: otagy barlaň we täzeden belläň.',
  'room.housekeepingChangedBy.out_of_order':
    '{number} otag: sanaw açylandan soň {who} ony {when} «Işlemeýär» diýip belledi. Siziň belligiňiz ýazylmady; sanaw täzelendi: otagy barlaň we täzeden belläň.',
  'online.exposed':
    '{room} otagy {checkin} senesinden {checkout} senesine çenli onlaýn bronlamak üçin açyk',
  'online.rangeAlreadySet': 'Saýlanan aralyk eýýäm bellenildi',
  'online.removed': 'Onlaýn bronlamak döwri aýryldy',
  'online.nightsClosed':
    '{room} otagyň {from} - {to} aralygyndaky gijeleri onlaýn satuwdan aýryldy',
  'online.noNightsInRange': 'Bu senelerde onlaýn bronlamak üçin açyk gije ýok',
  'online.notFound': 'Onlaýn bronlamak döwri tapylmady',
  'online.hasBooking': 'Bu döwürde bron bar: ony aýyryp bolmaz',
  'online.concurrentChange':
    'Otagyň senenamasy häzir üýtgedi. Sahypany täzeläň we gaýtadan synanyşyň.',
  'room.created': '{number} otag goşuldy',
  'room.updated': '{number} otag ýatda saklandy',
  'room.numberTaken': '{number} otag belgisi eýýäm bar',
  'roomType.notFound': 'Otag görnüşi tapylmady',
  'roomType.created': 'Otag görnüşi goşuldy',
  'roomType.updated': 'Otag görnüşi ýatda saklandy',
  'block.notFound': 'Bina tapylmady',
  'options.saved': 'Sazlamalar ýatda saklandy',
  'image.notMultipart': 'Suraty multipart/form-data görnüşinde «image» meýdançasynda iberiň',
  'image.missing': 'Surat faýlyny saýlaň («image» meýdançasy)',
  'image.tooLarge': 'Faýl {max} MB-dan uly: kiçiräk surat saýlaň',
  'image.tooManyPixels': 'Surat örän uly: iň köp {max} megapiksel',
  'image.notAnImage': 'Faýl surat däl: JPEG, PNG ýa-da WebP gerek',
  'image.unsupportedFormat': '{format} formaty kabul edilmeýär: JPEG, PNG ýa-da WebP gerek',
  'image.uploaded': 'Surat ýüklendi',
  'image.alreadyListed': 'Bu surat eýýäm sanawda bar',
  'image.deleted': 'Surat pozuldy',
  'image.notFound': 'Bu otag görnüşinde beýle surat ýok',
  'image.badForm': 'Forma okalmady: suraty täzeden iberiň',
  'review.posted': 'Sag boluň! Teswiriňiz administrator barlandan soň saýtda peýda bolar',
  'review.tooMany': 'Soňky {days} günde siz eýýäm {max} teswir ýazdyňyz. Soňrak ýazyň',
  'review.notFound': 'Teswir tapylmady',
  'review.approved': '№ {id} teswir tassyklandy',
  'review.rejected': '№ {id} teswir ret edildi',
  'calendarFeed.notFound': 'Beýle senenama lentasy ýok (onuň salgysy çalşyrylan bolmagy mümkin)',
  'calendarFeed.occupied': 'Eýelenen',
  'calendarFeed.soldOut': 'Boş otag ýok',
  'calendarFeed.rotated': 'Senenama lentasynyň täze salgysy bar; köne salgy indi işlemeýär',
  'options.bookNumberUsed':
    'Soňky bron belgisi {used}-den kiçi bolup bilmez: bu belgi eýýäm berildi',
  'outOfOrder.taken': '{room} otag {from} senesinden {to} senesine çenli işlemeýär',
  'outOfOrder.backInService': '{room} otag ýene işleýär',
  'outOfOrder.notFound': 'Otagyň işlemeýän döwri tapylmady',
  'outOfOrder.hasBookings': 'Bu senelerde otagda bronlar bar: № {books}',
  'outOfOrder.overlaps': 'Otag bu seneleriň käbirinde eýýäm işlemeýär',
  'outOfOrder.roomOutOfOrder': 'Otag {from} senesinden {to} senesine çenli işlemeýär: {reason}',
  'options.ageBands':
    'Myhman {adultFromAge} ýaşdan uly adam hökmünde töleýär: bu çagalaryň mugt ýaşaýan ýaşyndan ({freeUnderAge}) uly bolmaly',
  'roomType.baseOccupancy':
    'Baha otagyň sygdyrýan {capacity} myhmanyndan köpüsini öz içine alyp bilmez',
};
