export {
  rateSeasonChanges,
  rateSeasonsProjection,
  RATE_SEASONS,
  type RateSeasonRow,
} from './projector';
