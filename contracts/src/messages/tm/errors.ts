import type { errorMessages as russian } from '../ru/errors';

/** The answers to a request that went wrong as a whole: server errors, stale records, date ranges. */
export const errorMessages: Record<keyof typeof russian, string> = {
  'error.internal': 'Serwerde içki ýalňyşlyk. Täzeden synanyşyň.',
  'error.notFound': 'Tapylmady',
  'error.routeNotFound': '{path} salgysy ýok',
  'error.badJson': 'Haýyşyň mazmuny dogry JSON däl',
  'error.unsupportedMediaType': 'Goldanylmaýan mazmun görnüşi',
  'error.bodyTooLarge': 'Haýyş örän uly',
  'error.validation': '«{field}» meýdançasyny barlaň: {reason}',
  'error.unauthorized': 'Ulgama giriň',
  'error.forbidden': 'Bu hereket üçin hukugyňyz ýok',
  'error.unavailable': 'Hyzmat wagtlaýyn elýeterli däl',
  'error.invalidEvent':
    'Bu haýyş saklap bolmaýan üýtgetmä getirýär. Bahalary barlap, täzeden synanyşyň.',
  'error.unstorableText':
    'Tekstde saklap bolmaýan nyşan bar (NUL ýa-da bozuk nyşan). Ony aýryp, täzeden synanyşyň.',
  'error.uriTooLong': 'Salgy örän uzyn',
  'error.databaseUnavailable':
    'Bronlama ulgamy gysga wagtlyk elýeterli däl. Hiç zat üýtgedilmedi: bir minutdan täzeden synanyşyň.',
  'error.databaseBusy': 'Bronlama ulgamy häzir gaty meşgul. Bir minutdan täzeden synanyşyň.',
  'readModels.lagging': 'Taýýar. Sanawlar üýtgeşmäni birneme gijräk görkezip biler.',
  'range.checkoutBeforeCheckin': 'Çykyş senesi giriş senesinden soň bolmaly',
  'range.inPast': 'Giriş senesi geçmişde bolup bilmez',
  'range.tooLong': 'Döwür örän uzyn: iň köp {max} gün',
  'range.endBeforeStart': 'Döwrüň soňy başyndan öň bolup bilmez',
  'error.crossSite': 'Başga saýtdan gelen haýyş ret edildi',
  'record.changedBy':
    '{who} bu ýazgyny siz açanyňyzdan soň {when} üýtgetdi. Siziň üýtgetmäňiz ýazdyrylmady; ekranda häzirki ýagdaýy görkezilýär: barlaň we gaýtadan ýazdyryň.',
  'record.changedBySystem':
    'Ulgam (töleg, gaýtaryş ýa-da möhletiň geçmegi) bu ýazgyny siz açanyňyzdan soň {when} üýtgetdi. Siziň üýtgetmäňiz ýazdyrylmady; ekranda häzirki ýagdaýy görkezilýär: barlaň we gaýtadan ýazdyryň.',
};
