import {
  guestNoteInput,
  guestNoteView,
  guestProfileView,
  passportPathParams,
} from '@hotel/contracts';
import { saidWithData, withData } from './answers';
import type { Operation } from './operation';

/** Guest profiles: a guest is their passport (docs/front-desk.md, "Guest profiles"). */
export const STAFF_GUEST_OPERATIONS = {
  'GET /api/guests/{passport}': {
    summary:
      "A guest's profile by passport: names, contacts, account, stays (as lead or companion), spend (ledger: paid less refunded, teňňe) and staff notes",
    access: 'staff',
    pathParams: passportPathParams,
    answer: withData(guestProfileView),
    refusals: { 404: 'No booking has a guest with this passport' },
  },
  'POST /api/guests/{passport}/notes': {
    summary: 'Note something of a guest (1..1000 characters); the note names who wrote it',
    access: 'desk',
    pathParams: passportPathParams,
    body: guestNoteInput,
    example: () => ({ text: 'Asks for a quiet room away from the lift.' }),
    answer: saidWithData(guestNoteView),
    refusals: { 404: 'No booking has a guest with this passport' },
  },
} satisfies Record<string, Operation>;
