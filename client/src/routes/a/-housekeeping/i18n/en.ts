import type { housekeeping as source } from './ru';

/** The Housekeeping screen's texts in English. */
export const housekeeping: typeof source = {
  title: 'Housekeeping',
  intro:
    'Every room’s state. When guests check out the room becomes dirty; mark it clean, then inspected. The list updates as soon as anything changes.',
  filter: {
    label: 'Show rooms',
    all: 'All ({{count}})',
    state: '{{state}} ({{count}})',
  },
  state: {
    clean: 'Clean',
    dirty: 'Dirty',
    inspected: 'Inspected',
    out_of_order: 'Out of order',
  },
  action: {
    clean: 'Cleaned',
    dirty: 'Needs cleaning',
    inspected: 'Inspected',
    out_of_order: 'Out of order',
    backInOrder: 'Back in order',
  },
  actionLabel: 'Room {{number}}: {{action}}',
  room: 'Room {{number}}',
  place: 'Block {{block}} · {{type}}',
  changed: '{{at}}, {{by}}',
  changedBySystem: '{{at}}',
  never: 'Not marked yet',
  empty: 'No rooms in this state.',
  badge: 'Housekeeping: {{state}}',
  checkInWarning: 'Room {{room}} is “{{state}}” now. Check the guests in anyway?',
  checkInDeclined: 'Check-in put off: the room is not ready yet.',
};
