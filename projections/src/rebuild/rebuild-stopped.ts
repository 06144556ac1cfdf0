import type { Position, RecordedEvent } from '../event-source';

/** A rebuild met an event its projector cannot apply: nothing was swapped in, the live model is as it was. */
export class RebuildStopped extends Error {
  readonly projection: string;
  readonly position: Position;
  readonly eventType: string;

  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Rebuild of ${projection} stopped at event ${event.position.globalPosition} (${event.type}): ${reason}. ` +
        'The live read model is untouched; fix the cause and run the rebuild again.',
      { cause },
    );
    this.name = 'RebuildStopped';
    this.projection = projection;
    this.position = event.position;
    this.eventType = event.type;
  }
}
