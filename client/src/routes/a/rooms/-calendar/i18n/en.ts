import type { calendar as calendarSource, occupancy as occupancySource } from './ru';

export const calendar: typeof calendarSource = {
  title: 'Online availability calendar',
  intro:
    'Rooms in rows, 20 days from today. Click a free cell for the check-in day, then the check-out day in the same row, to open the room for online booking. Right-click an occupied cell (or press Enter on it) for its actions. Right-click a free cell or a night open for online sale (or press the menu key on it) for a new booking taken by phone or at the desk: of that night, or of the period from a check-in cell already chosen in the row. Drag a booking onto another room’s row to move it there, or to swap rooms with the booking it holds (without a mouse: “Move to another room…” in its actions).',
  caption: 'Online availability of the rooms from {{from}} to {{to}}',
  room: 'Room',
  roomLabel: '{{number}}, {{type}}',
  unpublished: 'not published',
  noRooms: 'There are no rooms yet.',
  pager: {
    label: 'Calendar period',
    previous: '← Week back',
    next: 'Week ahead →',
    today: 'Today',
    jump: 'From date',
  },
  weekday: { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' },
  legend: {
    label: 'Calendar colours',
    for_online: 'Open for online booking',
    pending: 'Waiting for payment',
    paid: 'Paid',
    reception: 'Paid, marked at reception',
    selection: 'Chosen period',
  },
  bar: {
    number: 'No. {{number}}',
    due: '{{amount}} TMT due',
    dueShort: '{{amount}} TMT',
  },
  cell: {
    for_online: 'open for online booking',
    pending: 'booking No. {{number}}, waiting for payment',
    paid: 'booking No. {{number}}, paid',
    reception: 'booking No. {{number}}, paid, at reception',
  },
  selection: {
    started:
      'Check-in: room {{room}}, {{date}}. Choose the check-out day in the same row (Esc cancels).',
    occupied: 'A period can only start from a free cell.',
    reset: 'Selection reset: the check-out day must be in the same row and after the check-in day.',
    confirm:
      'Open room {{room}} for online booking from {{checkin}} to {{checkout}} ({{nights}} nights)?',
    declined: 'The period was not opened: not confirmed.',
  },
  menu: {
    label: 'Actions: room {{room}}, {{date}}',
    remove: 'Delete the online-booking period',
    removeConfirm:
      'Delete the online-booking period of room {{room}} from {{checkin}} to {{checkout}}?',
    receptionOn: 'Mark as at reception',
    receptionOff: 'Unmark reception',
    history: 'History of changes',
  },
  historyTitle: {
    block: 'Online-booking period of room {{room}}',
    booking: 'Booking No. {{number}}',
  },
  newBooking: {
    menu: 'New booking…',
    menuRange: 'New booking from {{checkin}} to {{checkout}}…',
    title: 'New booking: room {{room}}',
    intro:
      'A booking taken by phone or at the desk. Any free nights of the room can be booked; it need not be open for online booking. The price is the website’s.',
    checkin: 'Check-in',
    checkout: 'Check-out',
    email: 'Guest’s e-mail',
    emailHint: 'Optional: the booking’s e-mails go here; a payment link needs it.',
    phone: 'Guest’s phone number',
    phoneHint: 'Needed for a booking taken by phone.',
    price: 'To pay: {{total}} TMT (nights: {{nights}}, booking fee {{fee}} TMT)',
    priceLoading: 'Working out the price…',
    language: 'Language of the guest’s e-mails',
    languages: { tm: 'Turkmen', ru: 'Russian', en: 'English' },
    channel: 'How the guest came',
    payment: 'Payment',
    pay: {
      cash: 'Cash at reception',
      card_terminal: 'Card terminal at reception',
      online_link: 'Online: e-mail the guest a payment link (24 hours)',
    },
    submit: 'Book',
    submitting: 'Booking…',
    cancel: 'Cancel',
  },
  error: 'Error: {{message}}',
};

export const occupancy: typeof occupancySource = {
  title: 'Occupancy and revenue',
  intro:
    'Per day, the past 30 days and the coming 30. Occupancy is the share of rooms open for online booking that are paid for; revenue is the paid stays spread night by night; money received is payments less refunds.',
  figure: {
    today: 'Occupancy today',
    coming: 'Occupancy, coming 30 days',
    pastRevenue: 'Revenue, past 30 days',
    comingRevenue: 'Revenue, coming 30 days',
    received: 'Money received since {{from}}',
  },
  noneOpen: 'no rooms open',
  percent: '{{value}}%',
  chart: {
    occupancy: 'Occupancy per day',
    revenue: 'Revenue and money received per day',
    summary: '{{title}} from {{from}} to {{to}}; point at a day to see its values.',
    day: 'Day',
    occupancySeries: 'Occupancy, %',
    open: 'Rooms open',
    occupied: 'Rooms occupied',
    revenueSeries: 'Revenue, TMT',
    receivedSeries: 'Received, TMT',
    today: 'today',
  },
};
