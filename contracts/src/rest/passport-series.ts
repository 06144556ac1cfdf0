/* The series a Turkmen passport number starts with (zod-free: @hotel/contracts/plain). */

export const PASSPORT_SERIES = ['BN', 'AS', 'AH', 'MR', 'LB'] as const;
export type PassportSerial = (typeof PASSPORT_SERIES)[number];
