import { z } from 'zod';

/** A text stored per language, e.g. a room type's name. */
export const localizedText = z.object({
  ru: z.string().trim().max(200),
  en: z.string().trim().max(200),
  tm: z.string().trim().max(200),
});
export type LocalizedText = z.infer<typeof localizedText>;
