import { z } from 'zod';

export const message = z.string().describe('Localized by ?l=');
// A command whose read models did not catch up within the wait says so (plugins/database-gate.ts).
export const notice = z
  .string()
  .describe('The change is stored, but the lists may show it a moment later')
  .optional();
export const withData = (data: z.ZodType) => z.object({ data });
export const said = z.object({ message, notice });
export const saidWithUrl = z.object({ message, url: z.string(), notice });
export const saidWithData = (data: z.ZodType) => z.object({ message, data, notice });
export const withId = z.object({ id: z.number().int() });
