import { z } from 'zod';
import { EVENT_ID_HEADER, integrationEvent } from '@hotel/contracts';

/**
 * The AsyncAPI 3 document of the bookings topic, generated from the integration events' zod
 * schemas in `contracts` as the OpenAPI document is from the REST ones: one message per event
 * type, its payload the schema's JSON Schema, so the document cannot drift from what the relay
 * checks each message against before sending it.
 */
export function asyncApiDocument(options: { topic: string; brokers: readonly string[] }): object {
  const messages = Object.fromEntries(
    integrationEvent.options.map((schema) => {
      const type = schema.shape.type.value;
      const name = messageName(type);
      // `throw`: a schema JSON Schema cannot state would make the document promise something else.
      const { $schema: _dialect, ...payload } = z.toJSONSchema(schema, {
        io: 'output',
        unrepresentable: 'throw',
      });
      return [
        name,
        {
          name,
          title: type,
          summary: schema.description,
          contentType: 'application/json',
          headers: { $ref: '#/components/schemas/Headers' },
          correlationId: { $ref: '#/components/correlationIds/eventId' },
          bindings: {
            kafka: {
              key: {
                type: 'string',
                description:
                  'booking-<bookingId> for booking events, room-<roomId> for block events',
              },
            },
          },
          payload,
        },
      ];
    }),
  );
  const refs = Object.fromEntries(
    Object.keys(messages).map((name) => [name, { $ref: `#/components/messages/${name}` }]),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Hotel bookings (integration events)',
      version: '1',
      description:
        'Booking and for-online block events of the hotel, relayed from its event store at least once: a message may come twice; ' +
        `deduplicate on \`eventId\` (also the \`${EVENT_ID_HEADER}\` header). Messages of one booking (key booking-<id>) or one room's blocks ` +
        "(room-<id>) keep their order on their partition. Money is integer teňňe; stay dates are the hotel's calendar dates (YYYY-MM-DD). " +
        'A booking ends holding no room with `booking.cancelled`, `booking.refunded` or, when it was never paid (declined, expired, ' +
        'failed), `booking.released`.',
    },
    defaultContentType: 'application/json',
    servers: Object.fromEntries(
      options.brokers.map((host, index) => [`broker${index + 1}`, { host, protocol: 'kafka' }]),
    ),
    channels: {
      bookings: {
        address: options.topic,
        description: 'Every integration event of the hotel, versioned by `version` in the payload.',
        messages: refs,
        bindings: { kafka: { topic: options.topic } },
      },
    },
    operations: {
      publishBookingEvents: {
        action: 'send',
        channel: { $ref: '#/channels/bookings' },
        summary: 'The relay publishes each integration event once the domain event is committed.',
        messages: Object.keys(messages).map((name) => ({
          $ref: `#/channels/bookings/messages/${name}`,
        })),
      },
    },
    components: {
      messages,
      schemas: {
        Headers: {
          type: 'object',
          required: [EVENT_ID_HEADER],
          properties: {
            [EVENT_ID_HEADER]: {
              type: 'string',
              description: 'The eventId of the payload, for deduplication',
            },
          },
        },
      },
      correlationIds: {
        eventId: {
          description: 'The event id, stable across redeliveries',
          location: `$message.header#/${EVENT_ID_HEADER}`,
        },
      },
    },
  };
}

/** `booking.dates-changed` → `BookingDatesChanged`. */
function messageName(type: string): string {
  return type
    .split(/[.-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
