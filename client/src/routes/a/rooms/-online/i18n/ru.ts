/**
 * The availability calendar's and the occupancy dashboard's texts, part of the staff namespace
 * (-staff/i18n/ru.ts takes them in under `calendar` and `occupancy`). Russian is the source whose
 * shape the other languages follow.
 */
export const calendar = {
  title: 'Календарь онлайн-доступности',
  intro:
    'Номера по строкам, 20 дней с сегодняшнего. Щёлкните свободную ячейку — день заезда, затем день выезда в той же строке, чтобы открыть номер для онлайн-бронирования. Правый щелчок по занятой ячейке (или клавиша Enter на ней) открывает действия.',
  caption: 'Онлайн-доступность номеров с {{from}} по {{to}}',
  room: 'Номер',
  roomLabel: '{{number}}, {{type}}',
  unpublished: 'не опубликован',
  noRooms: 'Номеров пока нет.',
  weekday: { sun: 'вс', mon: 'пн', tue: 'вт', wed: 'ср', thu: 'чт', fri: 'пт', sat: 'сб' },
  legend: {
    label: 'Цвета календаря',
    for_online: 'Открыт для онлайн-бронирования',
    pending: 'Ожидает оплаты',
    online: 'Оплачено',
    reception: 'Оплачено, отмечено на ресепшене',
    selection: 'Выбранный период',
  },
  cell: {
    for_online: 'открыт для онлайн-бронирования',
    pending: 'бронирование № {{number}}, ожидает оплаты',
    online: 'бронирование № {{number}}, оплачено',
    reception: 'бронирование № {{number}}, оплачено, на ресепшене',
  },
  selection: {
    started: 'Заезд: номер {{room}}, {{date}}. Выберите день выезда в той же строке (Esc — отмена).',
    occupied: 'Выбор периода начинается только со свободной ячейки.',
    reset: 'Выбор сброшен: день выезда должен быть в той же строке и позже дня заезда.',
    confirm: 'Открыть номер {{room}} для онлайн-бронирования с {{checkin}} по {{checkout}} (ночей: {{nights}})?',
    declined: 'Период не открыт: действие не подтверждено.',
  },
  menu: {
    label: 'Действия: номер {{room}}, {{date}}',
    remove: 'Удалить период онлайн-бронирования',
    removeConfirm: 'Удалить период онлайн-бронирования номера {{room}} с {{checkin}} по {{checkout}}?',
    receptionOn: 'Отметить на ресепшене',
    receptionOff: 'Снять отметку ресепшена',
    history: 'История изменений',
  },
  historyTitle: {
    block: 'Период онлайн-бронирования номера {{room}}',
    booking: 'Бронирование № {{number}}',
  },
  error: 'Ошибка: {{message}}',
};

export const occupancy = {
  title: 'Загрузка и выручка',
  intro:
    'По дням: прошедшие 30 и ближайшие 30 дней. Загрузка — доля оплаченных номеров среди открытых для онлайн-бронирования; выручка — оплаченные проживания, распределённые по ночам; поступления — платежи за вычетом возвратов.',
  figure: {
    today: 'Загрузка сегодня',
    coming: 'Загрузка, ближайшие 30 дней',
    pastRevenue: 'Выручка, прошедшие 30 дней',
    comingRevenue: 'Выручка, ближайшие 30 дней',
    received: 'Поступления с {{from}}',
  },
  noneOpen: 'нет открытых номеров',
  percent: '{{value}} %',
  chart: {
    occupancy: 'Загрузка по дням',
    revenue: 'Выручка и поступления по дням',
    summary: '{{title}} с {{from}} по {{to}}; наведите курсор на день, чтобы увидеть значения.',
    day: 'День',
    occupancySeries: 'Загрузка, %',
    open: 'Открыто номеров',
    occupied: 'Занято номеров',
    revenueSeries: 'Выручка, TMT',
    receivedSeries: 'Поступления, TMT',
    today: 'сегодня',
  },
};
