/* The beds a room may have (zod-free: @hotel/contracts/plain). */

export const BED_TYPES = ['twin', 'double', ''] as const;
