/* The roles of users (zod-free: @hotel/contracts/plain). */

export const ROLE_CLIENT = 1;
export const ROLE_ADMIN = 2;
