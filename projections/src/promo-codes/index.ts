export {
  PROMO_CODE_CHANGES,
  PROMO_CODE_USES,
  PROMO_CODES,
  promoCodesProjection,
} from './projector';
