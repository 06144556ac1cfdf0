/** The bank's online payment. */
export const paymentMessages = {
  'payment.bankNoAnswerHeld':
    'Банк не ответил. Номер остаётся за вами ещё минуту: нажмите кнопку снова, чтобы перейти на страницу банка.',
  'payment.bankUnavailable': 'Банк сейчас недоступен. Бронирование не создано, попробуйте позже.',
  'payment.paid': 'Оплата прошла успешно. Бронирование № {bookNumber} подтверждено.',
  'payment.declined': 'Оплата отклонена банком. Бронирование № {bookNumber} отменено.',
  'payment.processing': 'Оплата обрабатывается банком. Статус появится в личном кабинете.',
  'payment.unknownOrder': 'Заказ не найден',
  'payment.lateRefund': 'Оплата поступила после отмены бронирования и будет возвращена полностью.',
  'payment.expired': 'Время на оплату истекло. Бронирование № {bookNumber} отменено.',
} as const;
