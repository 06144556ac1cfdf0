/* Ids, zod-free (@hotel/contracts/plain). */

/** Largest value of a PostgreSQL `integer` column: larger ids are refused as input, never queried. */
export const MAX_ID = 2_147_483_647;
