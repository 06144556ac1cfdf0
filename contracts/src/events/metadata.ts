import { z } from 'zod';

export * from './roles';

export const actor = z.union([
  z.literal('system'),
  // Staff calls before authentication existed, kept honest in the audit trail.
  z.literal('anonymous'),
  z.object({ userId: z.number().int(), email: z.string(), role: z.number().int() }),
]);
export type Actor = z.infer<typeof actor>;

/** Who caused an event, when, and which request it belongs to (audit trail). */
export const eventMetadata = z.object({
  actor,
  at: z.string(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
});
export type EventMetadata = z.infer<typeof eventMetadata>;
