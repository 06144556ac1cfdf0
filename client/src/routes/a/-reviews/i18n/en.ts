import type { reviews as source } from './ru';

export const reviews: typeof source = {
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
