/** Staff accounts, and the guests' accounts as staff edit them. */
export const accountMessages = {
  'client.notFound': 'Пользователь не найден',
  'client.emailSaved': 'E-mail {email} сохранён',
  'client.emailTaken': 'E-mail {email} уже принадлежит другой учётной записи',
  'staff.created': 'Учётная запись {email} создана',
  'staff.saved': 'Учётная запись {email} сохранена',
  'staff.disabled': 'Учётная запись {email} отключена; её сеансы завершены',
  'staff.unchanged': 'Ничего не изменилось',
  'staff.notFound': 'Нет такой учётной записи сотрудника',
  'staff.emailTaken': 'E-mail {email} уже принадлежит другой учётной записи',
  'staff.notSelf': 'Свою роль и доступ меняет другой управляющий',
  'staff.lastManager': 'Нельзя: в гостинице не останется ни одного действующего управляющего',
} as const;
