/** The Reviews screen's texts (staff namespace, key `reviews`), in the three languages. */
export const ru = {
  title: 'Отзывы',
  intro:
    'Отзывы гостей ждут проверки: одобренные появляются на главной странице под образцами, отклонённые не показываются. Каждое решение записывается в журнал.',
  show: 'Показать',
  status: { pending: 'Ждут проверки', approved: 'Одобренные', rejected: 'Отклонённые' },
  empty: {
    pending: 'Новых отзывов нет.',
    approved: 'Одобренных отзывов нет.',
    rejected: 'Отклонённых отзывов нет.',
  },
  number: 'Отзыв № {{id}}',
  account: 'Аккаунт',
  stars: 'Оценка: {{value}} из 5',
  decided: { approved: 'одобрен {{at}}, {{who}}', rejected: 'отклонён {{at}}, {{who}}' },
  decide: { approved: 'Одобрить', rejected: 'Отклонить' },
  decideLabel: { approved: 'Одобрить отзыв № {{id}}', rejected: 'Отклонить отзыв № {{id}}' },
};

export const en: typeof ru = {
  title: 'Reviews',
  intro:
    'Guests’ reviews wait for a check: approved ones appear on the home page under the samples, rejected ones are not shown. Every decision goes to the audit trail.',
  show: 'Show',
  status: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  empty: {
    pending: 'No new reviews.',
    approved: 'No approved reviews.',
    rejected: 'No rejected reviews.',
  },
  number: 'Review No. {{id}}',
  account: 'Account',
  stars: 'Rating: {{value}} of 5',
  decided: { approved: 'approved {{at}} by {{who}}', rejected: 'rejected {{at}} by {{who}}' },
  decide: { approved: 'Approve', rejected: 'Reject' },
  decideLabel: { approved: 'Approve review No. {{id}}', rejected: 'Reject review No. {{id}}' },
};

export const tm: typeof ru = {
  title: 'Teswirler',
  intro:
    'Myhmanlaryň teswirleri barlag garaşýar: tassyklananlary baş sahypada nusgalaryň aşagynda görkezilýär, ret edilenleri görkezilmeýär. Her karar žurnala ýazylýar.',
  show: 'Görkez',
  status: { pending: 'Barlag garaşýanlar', approved: 'Tassyklananlar', rejected: 'Ret edilenler' },
  empty: {
    pending: 'Täze teswir ýok.',
    approved: 'Tassyklanan teswir ýok.',
    rejected: 'Ret edilen teswir ýok.',
  },
  number: '№ {{id}} teswir',
  account: 'Hasap',
  stars: 'Baha: 5-den {{value}}',
  decided: { approved: '{{at}} tassyklandy, {{who}}', rejected: '{{at}} ret edildi, {{who}}' },
  decide: { approved: 'Tassykla', rejected: 'Ret et' },
  decideLabel: { approved: '№ {{id}} teswiri tassykla', rejected: '№ {{id}} teswiri ret et' },
};
