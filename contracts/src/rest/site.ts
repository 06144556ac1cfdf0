import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The hotel's contact data (issue 11, item 8): configured per installation (services/src/env.ts),
 * handed to the site by a public query; the address is written in each language.
 */
export const siteContactsView = z.object({
  phones: z.array(z.string()),
  /** null: the hotel has no fax, and the site shows none. */
  fax: z.string().nullable(),
  email: z.string(),
  address: z.record(z.enum(LANGUAGES), z.string()),
});
export type SiteContacts = z.infer<typeof siteContactsView>;
