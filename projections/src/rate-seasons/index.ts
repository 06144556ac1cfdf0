export {
  rateSeasonChanges,
  rateSeasonsProjection,
  RATE_SEASONS,
  type RateSeasonRow,
} from './projector';
export {
  RATE_SEASON_CHANGES,
  seasonChangeRows,
  type RateSeasonChangeRow,
  type SeasonValues,
} from './changes';
