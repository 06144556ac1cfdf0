/** The promotion codes' read model tables (migrations 042, 043). */
export const PROMO_CODES = 'promo_codes';
export const PROMO_CODE_USES = 'promo_code_uses';
export const PROMO_CODE_CHANGES = 'promo_code_changes';
