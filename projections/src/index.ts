export * from './event-source';
export type { Projection, Tx } from './projection';
export { ProjectionRunner, type RunnerOptions } from './runner';
export { listCheckpoints, positionReached } from './checkpoints';
export { migrate } from './db/migrate';
export * from './calendar-entries';
export { allProjections, PROJECTIONS_MIGRATIONS } from './registry';
