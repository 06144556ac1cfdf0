/** The Today screen's texts (staff namespace, key `today`). Russian is the source whose shape en.ts and tm.ts follow. */
export const today = {
  title: 'Сегодня',
  intro:
    'День ресепшена: кто заезжает и ещё не заселён, кто выезжает и ещё не выселен, кто живёт в отеле в эту ночь. Списки обновляются сразу при любом изменении.',
  day: {
    label: 'День',
    previous: 'Предыдущий день',
    next: 'Следующий день',
    today: 'Сегодня',
  },
  section: {
    arrivals: 'Заезды: {{count}}',
    departures: 'Выезды: {{count}}',
    inHouse: 'Проживают: {{count}}',
  },
  empty: {
    arrivals: 'Заездов нет.',
    departures: 'Выездов нет.',
    inHouse: 'Никто не проживает.',
  },
  column: {
    number: 'Бронь',
    guest: 'Гость',
    room: 'Номер',
    stay: 'Проживание',
    balance: 'К оплате',
    action: 'Действие',
  },
  stay: '{{checkin}} – {{checkout}}',
  noGuest: 'Без имени',
  overdue: 'Выезд был {{date}}',
  checkIn: 'Заселить',
  checkOut: 'Выселить',
  unpaid: 'Ожидает оплаты',
  notYet: 'Заселение с {{date}}',
  print: 'Печать',
  printedDay: 'День ресепшена: {{date}}',
  csv: {
    download: 'Скачать CSV',
    arrivals: 'Скачать CSV: заезды',
    departures: 'Скачать CSV: выезды',
    inHouse: 'Скачать CSV: проживающие',
  },
  settle: {
    title: 'Оплата перед выездом: бронь № {{number}}, номер {{room}}',
    due: 'К оплате по счёту: {{amount}} TMT. Примите оплату, затем оформите выезд.',
    settled: 'Счёт оплачен.',
    continue: 'Оформить выезд',
    close: 'Закрыть',
  },
};
