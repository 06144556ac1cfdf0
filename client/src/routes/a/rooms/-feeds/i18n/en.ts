import type { feeds as source } from './ru';

export const feeds: typeof source = {
  title: 'Calendar feeds',
  intro:
    "iCalendar feed addresses for channel managers and online travel agencies: a room's feed has its occupied nights, a room type's the nights when every room of the type is taken. An address holds a secret: give it only to your own channels, and replace it if it got elsewhere.",
  rooms: 'Rooms',
  roomTypes: 'Room types',
  empty: 'There are no rooms yet.',
  column: { name: 'Name', url: 'Feed address', since: 'Address made', actions: 'Actions' },
  roomName: 'Room {{number}}',
  urlLabel: 'Feed address: {{name}}',
  copy: 'Copy',
  copyLabel: 'Copy the feed address: {{name}}',
  copied: 'Address copied',
  copyFailed: 'Could not copy: select the address and copy it by hand',
  rotate: 'Replace address',
  rotateLabel: 'Replace the feed address: {{name}}',
  rotateConfirm:
    'Replace the feed address of “{{name}}”? The old address stops working at once, and the channels that use it will need the new one.',
};
