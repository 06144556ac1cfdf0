/** The Staff accounts screen's texts (staff namespace, key `team`), in the three languages. */
export const ru = {
  title: 'Сотрудники',
  intro:
    'У каждого сотрудника своя учётная запись и роль. Управляющий может всё; ресепшн — бронирования, календарь, заезд и выезд, переселения и оплату на месте; бухгалтер — платежи и сверку, остальное только для чтения.',
  empty: 'Сотрудников пока нет.',
  column: {
    email: 'Эл. почта',
    role: 'Роль',
    state: 'Состояние',
    createdAt: 'Создана',
    lastLogin: 'Последний вход',
    actions: 'Действия',
  },
  role: { manager: 'Управляющий', reception: 'Ресепшен', accountant: 'Бухгалтер' },
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

export const en: typeof ru = {
  title: 'Staff',
  intro:
    'Each person has their own account and role. The manager may do everything; reception handles bookings, the calendar, check-in and check-out, moves and payments at the desk; the accountant the payments and the reconciliation, and reads the rest.',
  empty: 'There are no staff accounts yet.',
  column: {
    email: 'E-mail',
    role: 'Role',
    state: 'State',
    createdAt: 'Created',
    lastLogin: 'Last login',
    actions: 'Actions',
  },
  role: { manager: 'Manager', reception: 'Reception', accountant: 'Accountant' },
  state: { active: 'Active', disabled: 'Disabled' },
  roleLabel: 'Role of {{email}}',
  disable: 'Disable',
  enable: 'Enable',
  sendLink: 'Password link',
  sendLinkLabel: 'Send {{email}} a link to set a new password',
  add: {
    title: 'New account',
    email: 'E-mail',
    role: 'Role',
    password: 'First password',
    passwordHint: 'At least 8 characters; the person logs in with it.',
    submit: 'Create',
    saving: 'Creating…',
  },
};

export const tm: typeof ru = {
  title: 'Işgärler',
  intro:
    'Her işgäriň öz hasaby we roly bar. Dolandyryjy hemme zady edip bilýär; kabulhana — bronlamalar, senenama, gelmek we gitmek, göçürmeler we ýerinde töleg; hasapçy — tölegler we deňeşdirme, galanlaryny diňe okaýar.',
  empty: 'Entek işgär hasaby ýok.',
  column: {
    email: 'E-poçta',
    role: 'Roly',
    state: 'Ýagdaýy',
    createdAt: 'Döredildi',
    lastLogin: 'Soňky giriş',
    actions: 'Hereketler',
  },
  role: { manager: 'Dolandyryjy', reception: 'Kabulhana', accountant: 'Hasapçy' },
  state: { active: 'Işleýär', disabled: 'Öçürilen' },
  roleLabel: '{{email}} roly',
  disable: 'Öçürmek',
  enable: 'Açmak',
  sendLink: 'Açar sözi salgylanmasy',
  sendLinkLabel: '{{email}} salgysyna täze açar sözi üçin salgylanma ibermek',
  add: {
    title: 'Täze hasap',
    email: 'E-poçta',
    role: 'Roly',
    password: 'Ilkinji açar sözi',
    passwordHint: 'Azyndan 8 nyşan; işgär onuň bilen özi girýär.',
    submit: 'Döretmek',
    saving: 'Döredilýär…',
  },
};
