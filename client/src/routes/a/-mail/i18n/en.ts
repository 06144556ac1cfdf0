import type { mail as source } from './ru';

export const mail: typeof source = {
  title: 'Mail to guests',
  intro:
    'The mails sent to guests in their language: confirmation, a failed or expired payment, a cancellation, a refund, new dates and a reminder two days before arrival, and the payment link to a guest booked by staff who pays online; also the mails about an account (e-mail confirmation, password reset), whose text is not shown. Without an SMTP server they are kept as .eml files in the data directory. The list refreshes every 10 seconds.',
  empty: 'No mail yet.',
  column: {
    created: 'Written',
    booking: 'Booking',
    recipient: 'To',
    kind: 'Mail',
    subject: 'Subject',
    status: 'State',
  },
  kind: {
    confirmed: 'Confirmation',
    paymentFailed: 'Payment failed',
    paymentExpired: 'Payment time ran out',
    cancelled: 'Cancellation',
    refunded: 'Refund',
    datesChanged: 'New dates',
    roomChanged: 'Another room',
    reminder: 'Reminder',
    payLink: 'Payment link',
    departureRefunded: 'Early departure refund',
    cancelledByHotel: 'Cancelled by the hotel',
    cancelledByHotelRefund: 'Cancelled by the hotel, with refund',
    verifyEmail: 'E-mail confirmation',
    accountExists: 'Address already registered',
    passwordReset: 'Password reset',
  },
  status: {
    sent: 'Sent {{at}}',
    waiting: 'Waiting to be sent',
    failing: 'Not sent ({{attempts}} tries): {{error}}',
  },
  file: 'file {{file}}',
  show: 'Text of the mail',
  hidden: 'The text is not shown: it holds a link into the guest’s account.',
};
