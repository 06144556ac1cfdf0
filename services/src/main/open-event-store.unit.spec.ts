import { describe, expect, it } from 'vitest';
import { EnvError } from '../env';
import { eventStoreChoice } from './open-event-store';

describe('the event store the environment names', () => {
  it('keeps events in PostgreSQL by default', () => {
    expect(eventStoreChoice({ EVENT_STORE: 'postgres', EVENTSTORE_URL: undefined })).toEqual({
      kind: 'postgres',
    });
  });

  it('takes a KurrentDB at EVENTSTORE_URL when EVENT_STORE=eventstoredb', () => {
    const url = 'kurrentdb://127.0.0.1:1?tls=false';
    expect(eventStoreChoice({ EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: url })).toEqual({
      kind: 'kurrentdb',
      url,
    });
  });

  it('refuses EventStoreDB without its URL, naming the variable', () => {
    const env = { EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: undefined } as const;
    expect(() => eventStoreChoice(env)).toThrow(EnvError);
    expect(() => eventStoreChoice(env)).toThrow(/EVENTSTORE_URL/);
  });
});
