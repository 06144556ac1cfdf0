export { outOfOrderPeriodsProjection, OUT_OF_ORDER_PERIODS } from './projector';
export { outOfOrderInRange, type OutOfOrderPeriodRow } from './queries';
