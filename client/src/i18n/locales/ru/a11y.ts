/** Texts heard rather than seen: document titles, carousel controls. */
export const a11y = {
  titles: {
    home: 'Главная',
    rooms: 'Номера',
    room: 'Номер',
    gallery: 'Галерея',
    services: 'Услуги',
    restaurantbar: 'Ресторан и бар',
    terms: 'Условия проживания',
    login: 'Вход',
    profile: 'Личный кабинет',
    confirmation: 'Подтверждение бронирования',
    verifyEmail: 'Подтверждение e-mail',
    passwordReset: 'Новый пароль',
    notFound: 'Страница не найдена',
    staff: 'Служебный раздел',
  },
  carousel: {
    carousel: 'карусель',
    slideRole: 'слайд',
    pause: 'Остановить слайды',
    play: 'Запустить слайды',
    goTo: 'Перейти к слайду {{n}}',
    slide: 'Слайд {{n}} из {{total}}',
  },
};
