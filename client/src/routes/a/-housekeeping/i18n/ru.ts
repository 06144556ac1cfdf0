/** The Housekeeping screen's texts (staff namespace, key `housekeeping`). Russian is the source whose shape en.ts and tm.ts follow. */
export const housekeeping = {
  title: 'Уборка номеров',
  intro:
    'Состояние каждого номера. После выезда гостей номер становится грязным; отметьте его убранным, затем проверенным. Список обновляется сразу при любом изменении.',
  filter: {
    label: 'Показать номера',
    all: 'Все ({{count}})',
    state: '{{state}} ({{count}})',
  },
  state: {
    clean: 'Убран',
    dirty: 'Грязный',
    inspected: 'Проверен',
    out_of_order: 'Не работает',
  },
  action: {
    clean: 'Убран',
    dirty: 'Нужна уборка',
    inspected: 'Проверен',
    out_of_order: 'Не работает',
    backInOrder: 'Снова в работе',
  },
  actionLabel: 'Номер {{number}}: {{action}}',
  room: 'Номер {{number}}',
  place: 'Корпус {{block}} · {{type}}',
  changed: '{{at}}, {{by}}',
  changedBySystem: '{{at}}',
  never: 'Ещё не отмечался',
  empty: 'Нет номеров в этом состоянии.',
  badge: 'Уборка: {{state}}',
  checkInWarning: 'Номер {{room}} сейчас в состоянии «{{state}}». Всё равно заселить гостей?',
  checkInDeclined: 'Заселение отложено: номер ещё не готов.',
};
