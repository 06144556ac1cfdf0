import { comparePositions, type Position } from '../event-source';

/**
 * The checkpoint this runner last committed, per projection: its next step reads on from there
 * without asking the database (once a step, it was about 14 statements a booking). It is only a
 * hint: every batch still commits under the checkpoint row's lock and compares, so a checkpoint
 * moved by another runner or a rebuild makes that batch `raced`, and the hint is dropped.
 */
export class CommittedPositions {
  private readonly at = new Map<string, Position>();
  /** Projections whose checkpoint row this runner has locked (so it exists). */
  private readonly rowsSeen = new Set<string>();

  get(name: string): Position | undefined {
    return this.at.get(name);
  }

  set(name: string, position: Position): void {
    this.at.set(name, position);
  }

  /** Dropped until the projection's next commit: its next step asks the database. */
  forget(name: string): void {
    this.at.delete(name);
  }

  /** Checkpoint rows are never deleted: once this runner committed one, it is there. */
  hasRow(name: string): boolean {
    return this.rowsSeen.has(name);
  }

  sawRow(name: string): void {
    this.rowsSeen.add(name);
  }

  /** This runner itself committed all of `names` at or past `position` (no database asked). */
  allPast(names: readonly string[], position: Position): boolean {
    return names.every((name) => {
      const at = this.at.get(name);
      return at !== undefined && comparePositions(at, position) >= 0;
    });
  }
}
