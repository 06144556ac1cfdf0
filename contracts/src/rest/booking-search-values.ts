/* The staff search's limits (zod-free: @hotel/contracts/plain). */

/** The most a staff search answers with: the newest stays first. */
export const MAX_SEARCH_RESULTS = 20;
/** The longest query the search box sends. */
export const MAX_SEARCH_QUERY = 100;
