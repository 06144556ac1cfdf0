/** The Clients screen's texts (staff namespace, key `clients`), in the three languages. */
export const ru = {
  title: 'Клиенты',
  intro: 'Зарегистрированные пользователи; список обновляется каждые 10 секунд.',
  pendingNote: 'Клиенты с неоплаченным бронированием выделены цветом.',
  empty: 'Зарегистрированных пользователей пока нет.',
  column: {
    id: '№',
    email: 'Эл. почта',
    role: 'Роль',
    createdAt: 'Регистрация',
    lastLogin: 'Последняя активность',
    payment: 'Оплата',
  },
  role: { client: 'Клиент', admin: 'Администратор' },
  payment: { pending: 'Ожидает оплаты', online: 'Оплачено' },
};

export const en: typeof ru = {
  title: 'Clients',
  intro: 'Registered users; the list refreshes every 10 seconds.',
  pendingNote: 'Clients with a booking waiting for payment are highlighted.',
  empty: 'There are no registered users yet.',
  column: {
    id: 'No.',
    email: 'E-mail',
    role: 'Role',
    createdAt: 'Registered',
    lastLogin: 'Last activity',
    payment: 'Payment',
  },
  role: { client: 'Client', admin: 'Administrator' },
  payment: { pending: 'Waiting for payment', online: 'Paid' },
};

export const tm: typeof ru = {
  title: 'Müşderiler',
  intro: 'Hasaba alnan ulanyjylar; sanaw her 10 sekuntdan täzelenýär.',
  pendingNote: 'Tölenmedik bronlamasy bolan müşderiler reňk bilen bellenendir.',
  empty: 'Entek hasaba alnan ulanyjy ýok.',
  column: {
    id: '№',
    email: 'E-poçta',
    role: 'Roly',
    createdAt: 'Hasaba alnan',
    lastLogin: 'Soňky işjeňlik',
    payment: 'Töleg',
  },
  role: { client: 'Müşderi', admin: 'Administrator' },
  payment: { pending: 'Tölegine garaşylýar', online: 'Tölendi' },
};
