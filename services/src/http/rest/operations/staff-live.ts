import type { Operation } from './operation';

/** What keeps the staff screens live: the database's changes, as they happen. */
export const STAFF_LIVE_OPERATIONS = {
  'GET /api/staff/events': {
    summary:
      'Server-sent events for the open staff screens: a `change` naming the topic (table or read model) that changed, at most one per topic per 100 ms (housekeeping staff: only the rooms, their types and cleaning states); `resync` when changes may have been missed; a heartbeat every 15 s; ends when the session does, or after a while (the client reconnects)',
    access: 'anyStaff',
    answer: 'event-stream',
  },
} satisfies Record<string, Operation>;
