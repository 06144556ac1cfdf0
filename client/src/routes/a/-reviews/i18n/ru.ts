/** The Reviews screen's texts (staff namespace, key `reviews`). Russian is the source whose shape en.ts and tm.ts follow. */
export const reviews = {
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
