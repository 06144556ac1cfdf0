import { z } from 'zod';

// The fields every room event's data shares; the event files' own, not the package's exports.
export const roomId = z.number().int();
export const bookingId = z.number().int();
export const tenge = z.number().int().nonnegative();
