import type { paymentMessages as russian } from '../ru/payment';

/** The bank's online payment. */
export const paymentMessages: Record<keyof typeof russian, string> = {
  'payment.bankNoAnswerHeld':
    'Bank jogap bermedi. Otag size ýene bir minut saklanýar: bankyň sahypasyna geçmek üçin düwmä täzeden basyň.',
  'payment.bankUnavailable': 'Bank häzir elýeterli däl. Bron edilmedi, soňrak synanyşyň.',
  'payment.paid': 'Töleg üstünlikli geçdi. № {bookNumber} bron tassyklandy.',
  'payment.declined': 'Bank tölegi ret etdi. № {bookNumber} bron ýatyryldy.',
  'payment.processing': 'Töleg bank tarapyndan işlenýär. Ýagdaýy şahsy otagyňyzda görüner.',
  'payment.unknownOrder': 'Sargyt tapylmady',
  'payment.lateRefund': 'Töleg bron ýatyrylandan soň geldi we doly gaýtarylar.',
  'payment.expired': 'Töleg wagty geçdi. № {bookNumber} bron ýatyryldy.',
};
