/** The Staff accounts screen's texts (staff namespace, key `team`). Russian is the source whose shape en.ts and tm.ts follow. */
export const team = {
  title: 'Сотрудники',
  intro:
    'У каждого сотрудника своя учётная запись и роль. Управляющий может всё; ресепшн — бронирования, календарь, заезд и выезд, переселения и оплату на месте; бухгалтер — платежи и сверку, остальное только для чтения; горничные — только состояние уборки номеров.',
  empty: 'Сотрудников пока нет.',
  column: {
    email: 'Эл. почта',
    role: 'Роль',
    state: 'Состояние',
    createdAt: 'Создана',
    lastLogin: 'Последний вход',
    actions: 'Действия',
  },
  role: {
    manager: 'Управляющий',
    reception: 'Ресепшен',
    accountant: 'Бухгалтер',
    housekeeping: 'Горничная',
  },
  state: { active: 'Действует', disabled: 'Отключена' },
  roleLabel: 'Роль {{email}}',
  disable: 'Отключить',
  enable: 'Включить',
  sendLink: 'Ссылка для пароля',
  sendLinkLabel: 'Отправить {{email}} ссылку для нового пароля',
  add: {
    title: 'Новая учётная запись',
    email: 'Эл. почта',
    role: 'Роль',
    password: 'Первый пароль',
    passwordHint: 'Не короче 8 символов; сотрудник входит с ним сам.',
    submit: 'Создать',
    saving: 'Создание…',
  },
};
