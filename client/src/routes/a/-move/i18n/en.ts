import type { move as source } from './ru';

export const move: typeof source = {
  menu: 'Move to another room…',
  title: 'Move booking No. {{number}} from room {{room}}',
  section: 'Move to another room',
  intro:
    'The same nights in another room. On the calendar the booking can also be dragged onto another room’s row. The booking keeps its price. Checked-in guests move from tonight: the nights already slept stay with the old room.',
  loading: 'Looking for free rooms…',
  rooms: 'Rooms free for these nights',
  noRooms: 'No other room is free for all these nights.',
  room: 'Room {{room}}',
  typeDifference: 'price difference for these nights: {{difference}} TMT',
  moveTo: 'Move to room {{room}}',
  swaps: 'Swap rooms with another booking',
  noSwaps: 'No booking can trade rooms with this one.',
  stay: '{{guest}}, {{checkin}} – {{checkout}}',
  swap: 'Swap',
  swapWith: 'Swap rooms with the booking in room {{room}}: {{guest}}',
  confirmMove: 'Move booking No. {{number}} to room {{room}} ({{type}}) for the same nights?',
  confirmSwap:
    'Swap rooms: booking No. {{number}} goes to room {{room}}, and the booking of {{guest}} ({{checkin}} – {{checkout}}) to room {{own}}?',
  confirmSwapNumbered:
    'Swap rooms: booking No. {{number}} goes to room {{room}}, and booking No. {{other}} ({{guest}}, {{checkin}} – {{checkout}}) to room {{own}}?',
  priceNote:
    'For these nights the type “{{type}}” costs {{difference}} TMT compared with the one booked; the booking keeps its price.',
  cannotDrop:
    'Room {{room}} cannot take booking No. {{number}}: it is taken on those nights and holds no booking to swap with.',
  declined: 'The booking was not moved: not confirmed.',
  dragHint: 'Drag booking No. {{number}} onto another room’s row.',
  overrideTitle: 'Free rooms that do not fit',
  overrideIntro:
    'Only a manager may move the stay here, saying why: the reason is kept in the booking’s history.',
  overrideChoose: 'Choose room {{room}}',
  overrideReason: 'Why move to room {{room}}',
  overrideSubmit: 'Move to room {{room}}',
};
