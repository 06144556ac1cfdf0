/** The booking folio's one-click late check-out (staff namespace, key `lateCheckOut`). Russian is the source whose shape en.ts and tm.ts follow. */
export const lateCheckOut = {
  button: 'Поздний выезд (+{{amount}} TMT)',
  hint: 'Выезд до 18:00: половина цены последней ночи, один раз за проживание',
};
