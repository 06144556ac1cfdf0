import { describe, expect, it } from 'vitest';
import { EVENT_ID_HEADER, integrationEvent } from '@hotel/contracts';
import { asyncApiDocument } from './asyncapi';

type Doc = {
  asyncapi: string;
  info: { description: string };
  servers: Record<string, { host: string; protocol: string }>;
  channels: { bookings: { address: string; messages: Record<string, { $ref: string }> } };
  operations: Record<string, { action: string; messages: { $ref: string }[] }>;
  components: {
    messages: Record<
      string,
      {
        title: string;
        payload: { required: string[]; properties: Record<string, { const?: unknown }> };
      }
    >;
  };
};

describe('the AsyncAPI document of the bookings topic', () => {
  const doc = asyncApiDocument({
    topic: 'hotel.bookings.v1',
    brokers: ['k1:9092', 'k2:9092'],
  }) as Doc;

  it('is AsyncAPI 3 with the topic as its one channel and the brokers as servers', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    expect(doc.channels.bookings.address).toBe('hotel.bookings.v1');
    expect(Object.values(doc.servers)).toEqual([
      { host: 'k1:9092', protocol: 'kafka' },
      { host: 'k2:9092', protocol: 'kafka' },
    ]);
  });

  it('has one message per integration event, its payload from the zod schema, each referenced by the channel and the operation', () => {
    const types = integrationEvent.options.map((schema) => schema.shape.type.value);
    const messages = Object.values(doc.components.messages);
    expect(messages.map((m) => m.title).sort()).toEqual([...types].sort());
    for (const message of messages) {
      expect(message.payload.required).toEqual(
        expect.arrayContaining(['type', 'version', 'eventId', 'occurredAt']),
      );
      expect(message.payload.properties.version?.const).toBe(1);
    }
    const names = Object.keys(doc.components.messages);
    expect(Object.keys(doc.channels.bookings.messages).sort()).toEqual([...names].sort());
    expect(doc.operations.publishBookingEvents?.messages).toHaveLength(names.length);
    expect(JSON.stringify(doc)).toContain(`$message.header#/${EVENT_ID_HEADER}`);
  });

  it('documents how a booking never paid ends: released, with why, its room free again', () => {
    const released = doc.components.messages.BookingReleased;
    expect(released?.title).toBe('booking.released');
    expect(released?.payload.required).toEqual(
      expect.arrayContaining(['bookingId', 'roomId', 'reason']),
    );
    expect(released?.payload.properties.reason).toMatchObject({
      enum: ['declined', 'expired', 'failed'],
    });
    expect(doc.info.description).toMatch(/booking\.released/);
  });
});
