/** Searching, booking, changing, moving and cancelling a stay, and its folio. */
export const bookingMessages = {
  'booking.notFound': 'Бронирование не найдено',
  'guest.notFound': 'Ни в одной брони нет гостя с паспортом {passport}',
  'guest.noteAdded': 'Заметка о госте сохранена',
  'booking.staffPlaced': 'Бронь {bookNumber} оформлена и оплачена на ресепшене',
  'booking.staffPlacedLink': 'Бронь {bookNumber} оформлена: ссылка на оплату отправлена на {email}',
  'booking.roomNotFound': 'Номер не найден',
  'booking.roomTaken': 'Этот номер на выбранные даты уже занят',
  'booking.noRoomFree': 'На выбранные даты свободных номеров этого типа нет',
  'booking.notPending': 'Бронирование не ожидает оплаты',
  'booking.notPaid': 'Бронирование ещё не оплачено',
  'booking.notChangeable': 'Даты этого бронирования изменить нельзя',
  'booking.outsideOnline': 'Номер не открыт для онлайн-бронирования на эти даты',
  'booking.notCancellable': 'Это бронирование отменить нельзя',
  'booking.checkinPassed': 'Время заезда уже наступило: отмена невозможна',
  'booking.useRefund': 'Это бронирование оплачено: оформите возврат',
  'booking.refundInProgress': 'Возврат уже выполняется',
  'booking.alreadyRefunded': 'Возврат уже выполнен',
  'booking.notRefundable': 'Для этого бронирования возврат невозможен',
  'booking.latePaymentNoRoom':
    'Оплата поступила слишком поздно: номер уже занят, деньги будут возвращены',
  'booking.cancelled': 'Бронирование отменено',
  'booking.refunded': 'Бронирование отменено, на вашу карту возвращено {amount} TMT',
  'booking.refundFailed': 'Банк не выполнил возврат. Попробуйте позже.',
  'booking.datesChanged': 'Даты бронирования изменены',
  'folio.chargePosted': 'Начисление добавлено',
  'folio.paymentTaken': 'Оплата записана',
  'folio.lateCheckOutCharge': 'Поздний выезд',
  'folio.lateCheckOutPosted': 'Поздний выезд начислен: {amount} TMT',
  'folio.lateCheckOutTwice': 'Поздний выезд уже начислен по этой брони: {who}, {when}',
  'folio.lateCheckOutNotInHouse':
    'Поздний выезд начисляется, только пока гости заселены и ещё не выехали',
  'booking.receptionToggled': 'Статус ресепшн изменён',
  'booking.checkedIn': 'Гости заселены',
  'booking.checkedOut': 'Гости выехали',
  'booking.checkedOutEarly':
    'Гости выехали досрочно {date}: освобождённые ночи снова в онлайн-продаже; банк вернул {amount} TMT на карту гостя',
  'booking.checkedOutEarlyRefundPending':
    'Гости выехали досрочно {date}: освобождённые ночи снова в онлайн-продаже; банк не отвечает: {amount} TMT вернутся на карту гостя автоматически',
  'booking.checkedOutEarlyRefundFailed':
    'Гости выехали досрочно {date}: освобождённые ночи снова в онлайн-продаже; банк отказал в возврате {amount} TMT: верните их гостю иначе',
  'booking.checkedOutEarlyAtReception':
    'Гости выехали досрочно {date}: освобождённые ночи снова в онлайн-продаже; верните гостю {amount} TMT на ресепшене тем же способом, каким он платил',
  'booking.refundOnlyEarly': 'Деньги возвращаются только при выезде раньше забронированной даты',
  'booking.checkedOutEarlyNoRefund':
    'Гости выехали досрочно {date}: освобождённые ночи снова в онлайн-продаже; деньги не возвращаются',
  'booking.alreadyCheckedIn': 'Гости уже заселены',
  'booking.alreadyCheckedOut': 'Гости уже выехали',
  'booking.notCheckedIn': 'Гости ещё не заселены',
  'booking.checkinNotYet': 'Заселение возможно с даты заезда',
  'booking.departureOutOfStay':
    'Дата выезда должна быть в пределах проживания: от даты заезда до даты выезда по брони',
  'booking.departureInFuture': 'Дата выезда не может быть позже сегодняшней',
  'booking.refundTooLarge': 'Сумма возврата больше оплаченной стоимости проживания',
  'booking.notActive':
    'Бронь уже не занимает номер: она отменена, возвращена, отмечена как неявка или не была оплачена',
  'booking.refundOverPaid':
    'Вернуть можно не больше {max} TMT: оплаченное за вычетом уже возвращённого',
  'booking.noShowTooEarly': 'Неявку можно отметить только после дня заезда',
  'booking.noShowMarked': 'Бронь отмечена как неявка, её ночи снова свободны',
  'booking.cancelledByStaff': 'Бронь отменена, её ночи снова свободны; деньги не возвращаются',
  'booking.cancelledByStaffBankRefunded':
    'Бронь отменена, её ночи снова свободны; банк вернул {amount} TMT на карту гостя',
  'booking.cancelledByStaffBankPending':
    'Бронь отменена, её ночи снова свободны; банк не отвечает: {amount} TMT вернутся на карту гостя автоматически',
  'booking.cancelledByStaffBankFailed':
    'Бронь отменена, её ночи снова свободны; банк отказался вернуть {amount} TMT: верните их гостю другим способом',
  'booking.cancelledByStaffCash':
    'Бронь отменена, её ночи снова свободны; верните гостю {amount} TMT наличными',
  'booking.cancelledByStaffTransfer':
    'Бронь отменена, её ночи снова свободны; переведите гостю {amount} TMT банковским переводом',
  'booking.beingMoved': 'Бронь сейчас переносится в другой номер. Попробуйте ещё раз через минуту.',
  'booking.notMovable':
    'Перенести можно только действующую бронь (ожидает оплаты или оплачена), пока гости не выехали',
  'booking.moved': 'Бронь перенесена в номер {room}',
  'booking.swapped': 'Брони № {first} и № {second} поменялись номерами',
  'move.sameRoom': 'Бронь уже в этом номере',
  'move.stayChanged':
    'Бронь изменилась во время переноса, поэтому перенос отменён. Откройте её снова и повторите.',
  'move.notSwappable':
    'Эти брони нельзя поменять номерами: каждая должна помещаться в номер другой',
  'booking.toBank': 'Номер забронирован. Переход на страницу оплаты банка…',
  'booking.continuePending':
    'У вас уже есть неоплаченное бронирование на эти даты: продолжите его оплату в банке',
  'booking.onlineDisabled': 'Онлайн-оплата сейчас недоступна. Свяжитесь с отелем.',
  'booking.closedForDates':
    'Онлайн-бронирование на эти даты уже закрыто: ближайшая дата заезда — {date} (бронирование не позднее чем за {days} дн. до заезда)',
  'booking.tooManyGuests': 'Гостей больше, чем мест в номере ({capacity})',
  'booking.tooManyForeignGuests': 'Иностранных гостей больше, чем гостей',
  'booking.roomTypeNotFound': 'Тип номера не найден',
  'booking.tooManyPendingFromAddress':
    'Слишком много неоплаченных бронирований из вашей сети (не больше {count}): сначала оплатите или отмените одно из них',
  'booking.sameStayFromAddress':
    'Эти даты уже забронированы из вашей сети и не оплачены: сначала оплатите эту бронь или отмените её',
  'booking.expiredHoldsWait':
    'Ваши прежние брони не были оплачены вовремя: снова забронировать можно через {minutes} мин.',
  'booking.tooManyPending':
    'Слишком много неоплаченных бронирований (не больше {count} на один аккаунт): сначала оплатите или отмените одно из них',
  'booking.attemptInProgress':
    'Это бронирование ещё оформляется. Подождите немного и попробуйте снова.',
  'booking.attemptReused':
    'Эта попытка бронирования уже отправлена с другими данными. Прежде чем бронировать снова, проверьте свои бронирования в личном кабинете.',
  'booking.attemptEnded':
    'Бронирование № {bookNumber} не было оплачено, и номер освобождён. Закройте эту форму и забронируйте заново.',
  'booking.attemptPaid': 'Бронирование № {bookNumber} уже оплачено.',
  'booking.notConfirmed':
    'Система бронирования ненадолго недоступна, и ваше бронирование ещё не подтверждено: возможно, оно уже сделано. Попробуйте снова через минуту с теми же данными: вы получите это бронирование, а не второе.',
  'booking.notConfirmedCheckAccount':
    'Система бронирования ненадолго недоступна, и ваше бронирование не подтверждено: возможно, оно уже сделано. Прежде чем бронировать снова, проверьте свои бронирования в личном кабинете.',
  'search.found': 'Найдено свободных типов номеров: {count}',
  'search.nothingFree': 'На выбранные даты свободных номеров нет',
  'search.onlineUntil':
    'Онлайн-бронирование открыто только для проживания с выездом не позднее {date}',
  'search.nothingFreeOnRequest':
    'На выбранные даты свободных номеров онлайн нет. {types}: бронирование по запросу, звоните {phone}',
  'search.tooLong': 'Бронирование возможно не более чем на {max} ночей',
  'booking.refundPending': 'Банк не ответил вовремя. Возврат будет завершён автоматически.',
  'booking.datesTaken': 'На эти даты номер занят другим бронированием',
  'booking.datesUnchanged': 'Ничего не изменилось: у бронирования уже эти даты',
  // The desk's rules: moves, check-in apart from the reception flag, phone bookings.
  'move.splitOutOfStay':
    'Заселённое проживание переносится с одной из его ночей: ночи до неё остаются в прежнем номере',
  'move.stayEnded': 'Проживание закончилось: оформите выезд вместо переноса',
  'move.tooSmall':
    'Мест в номере {room}: {capacity}, гостей в брони: {guests}. Менеджер может перенести туда с указанием причины.',
  'move.notPublished':
    'Номер {room} не в продаже (номер или его тип не опубликован). Менеджер может перенести туда с указанием причины.',
  'move.tooSmallShort': 'Мест: {capacity}, гостей в брони: {guests}',
  'move.notPublishedShort': 'Не в продаже: номер или его тип не опубликован',
  'move.overrideNotAllowed': 'Отменить правила переноса может только менеджер',
  'move.notSwappableCheckedIn': 'Заселённую бронь нельзя поменять номерами: перенесите её',
  // The guests of a booking, changed by staff.
  'booking.guestsChanged': 'Гости бронирования изменены',
  'booking.guestsUnchanged': 'Ничего не изменилось: у бронирования уже эти гости',
  'booking.guestsNotChangeable':
    'Гостей этого бронирования изменить нельзя: оно больше не занимает номер или гости уже выехали',
  // A staff cancel of a booking paid partly through the bank and partly at the desk.
  'booking.refundMethodNeeded':
    'Укажите, как вернуть {rest} TMT, которые банк не возвращает: наличными или банковским переводом',
  'booking.cancelledByStaffBankRefundedDesk':
    'Бронь отменена, её ночи снова свободны; банк вернул {amount} TMT на карту гостя, ещё {rest} TMT записаны как возвращённые на стойке',
  'booking.cancelledByStaffBankPendingDesk':
    'Бронь отменена, её ночи снова свободны; банк не отвечает: {amount} TMT вернутся на карту гостя автоматически, ещё {rest} TMT записаны как возвращённые на стойке',
  'booking.cancelledByStaffBankFailedDesk':
    'Бронь отменена, её ночи снова свободны; банк отказался вернуть {amount} TMT: верните их гостю другим способом; ещё {rest} TMT записаны как возвращённые на стойке',
  'booking.tooManyChildren': 'Детей больше, чем гостей',
  'booking.foreignChildren': 'Детей-иностранцев больше, чем иностранных гостей',
} as const;
