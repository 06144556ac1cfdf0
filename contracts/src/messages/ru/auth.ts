/** Logging in, e-mail confirmation, passwords and sessions. */
export const authMessages = {
  'auth.registered': 'Регистрация прошла успешно. Мы отправили вам ссылку для подтверждения e-mail',
  'auth.loggedIn': 'Вы вошли в систему',
  'auth.loggedOut': 'Вы вышли из системы',
  'auth.wrongCredentials': 'Неверный e-mail или пароль',
  'auth.weakPassword': 'Пароль должен содержать не менее {min} символов',
  'auth.passwordTooLong': 'Пароль должен содержать не более {max} символов',
  'auth.passwordBlank': 'Пароль не может состоять только из пробелов или невидимых символов',
  'auth.passwordCommon':
    'Этот пароль входит в число самых распространённых, его легко подобрать. Выберите другой.',
  'auth.tooManyAttempts': 'Слишком много попыток. Повторите через {minutes} мин.',
  'auth.emailVerified': 'Ваш e-mail подтверждён: теперь вы можете бронировать номера',
  'auth.alreadyVerified': 'Ваш e-mail уже подтверждён',
  'auth.verifyLinkInvalid':
    'Ссылка неверна, уже использована или устарела. Войдите и отправьте новую из личного кабинета.',
  'auth.verificationSent': 'Мы ещё раз отправили ссылку для подтверждения на {email}',
  'auth.emailNotVerified':
    'Подтвердите e-mail перед бронированием: откройте ссылку, отправленную на {email}, или отправьте её ещё раз из личного кабинета',
  'auth.resetSent':
    'Если есть учётная запись с этим адресом, на него отправлена ссылка для нового пароля. Ссылка действует один час.',
  'auth.resetLinkInvalid':
    'Ссылка неверна, уже использована или устарела. Запросите новую на странице входа.',
  'auth.passwordReset':
    'Новый пароль установлен, вы вошли в систему. Все остальные сеансы завершены.',
  'auth.passwordChanged': 'Пароль изменён. Все остальные сеансы завершены.',
  'auth.wrongCurrentPassword': 'Текущий пароль неверен',
  'auth.sessionEnded': 'Этот сеанс завершён',
  'auth.otherSessionsEnded': 'Все остальные сеансы завершены',
  'auth.noSuchSession': 'В вашей учётной записи нет такого сеанса',
  'auth.resetLinkSentByManager': 'Ссылка для нового пароля отправлена на {email}',
  'auth.adminOk': 'Доступ разрешён',
  'auth.accountDisabled': 'Эта учётная запись отключена. Обратитесь к управляющему.',
} as const;
