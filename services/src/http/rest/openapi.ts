import { z } from 'zod';
import {
  authenticationInput,
  authState,
  blockView,
  bookingDatesInput,
  bookingView,
  calendarRangeInput,
  clientView,
  optionsInput,
  optionsView,
  paymentInput,
  roomInput,
  roomRowView,
  roomTypeEditView,
  roomTypeInput,
  roomTypeView,
  roomView,
  searchRoomInput,
  setRoomForOnlineInput,
} from '@hotel/contracts';

type Access = 'public' | 'user' | 'admin';

interface Operation {
  summary: string;
  access: Access;
  /** Mounted only with this part of the configuration (and documented only then). */
  onlyWith?: keyof DocumentOptions;
  body?: z.ZodType;
  data?: z.ZodType;
}

/** The documented REST endpoints (REST-CONTRACT.md); a test checks it covers every /api route. */
export const REST_OPERATIONS: Record<string, Operation> = {
  'GET /api/room-types': { summary: 'Published room types', access: 'public', data: z.array(roomTypeView) },
  'POST /api/search-room': { summary: 'Free room types for a stay', access: 'public', body: searchRoomInput, data: z.array(roomTypeView) },
  'POST /api/authentication': { summary: 'Register (isLogin false) or log in (isLogin true)', access: 'public', body: authenticationInput },
  'GET /api/check-authorization': { summary: 'Who is logged in', access: 'public', data: authState },
  'GET /api/logout': { summary: 'Revoke the session (refuses cross-site requests)', access: 'public' },
  'GET /api/protected': { summary: 'The admin guard', access: 'admin' },
  'POST /api/payment': { summary: "Book a room of a type; answers with the bank's payment page", access: 'user', body: paymentInput },
  'GET /api/payment/return': { summary: 'Where the bank sends the guest back (303 to /#?message=)', access: 'public' },
  'POST /api/payment/callback': { summary: "The bank's signed callback (when PAYMENT_CALLBACK_KEY is set)", access: 'public', onlyWith: 'paymentCallback' },
  'GET /api/profile/bookings': { summary: "The caller's bookings", access: 'user', data: z.array(bookingView) },
  'GET /api/bookings/{id}/reverse': { summary: 'Cancel own booking before check-in, no refund', access: 'user' },
  'GET /api/bookings/{id}/refund': { summary: 'Cancel own paid booking and refund the room part', access: 'user' },
  'POST /api/bookings': { summary: 'Calendar cells in a date range', access: 'admin', body: calendarRangeInput, data: z.array(bookingView) },
  'POST /api/set-room-for-online': { summary: 'Expose a room to online booking', access: 'admin', body: setRoomForOnlineInput },
  'DELETE /api/bookings/{id}/for-online': { summary: 'Remove a for-online block', access: 'admin' },
  'PUT /api/bookings/{id}/for-online/recep-status': { summary: 'Toggle the reception status', access: 'admin' },
  'GET /api/bookings': { summary: 'Active bookings (paid first, then check-in descending)', access: 'admin', data: z.array(bookingView) },
  'GET /api/bookings/reception': { summary: 'Paid bookings handled at reception', access: 'admin', data: z.array(bookingView) },
  'GET /api/bookings/canceled': { summary: 'Cancelled and refunded bookings', access: 'admin', data: z.array(bookingView) },
  'GET /api/bookings/archive': { summary: 'Paid stays that ended', access: 'admin', data: z.array(bookingView) },
  'PUT /api/bookings/{id}': { summary: "Move a booking's dates", access: 'admin', body: bookingDatesInput, data: bookingView },
  'GET /api/rooms': { summary: 'Rooms (?t=bt: calendar rows)', access: 'admin', data: z.union([z.array(roomView), z.array(roomRowView)]) },
  'PUT /api/rooms': { summary: 'Create (no id) or change a room', access: 'admin', body: roomInput, data: roomView },
  'GET /api/blocks': { summary: 'Buildings', access: 'admin', data: z.array(blockView) },
  'GET /api/a/room-types': { summary: 'All room types for staff', access: 'admin', data: z.array(roomTypeEditView) },
  'PUT /api/a/room-types': { summary: 'Create (no id) or change a room type', access: 'admin', body: roomTypeInput, data: roomTypeEditView },
  'GET /api/clients': { summary: 'Registered users', access: 'admin', data: z.array(clientView) },
  'GET /api/system/options': { summary: 'System options', access: 'admin', data: optionsView },
  'PUT /api/system/options': { summary: 'Change options (changed fields only)', access: 'admin', body: optionsInput, data: optionsView },
  'GET /api/openapi.json': { summary: 'This document', access: 'public' },
};

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const envelope = (data?: z.ZodType) => ({
  type: 'object',
  properties: {
    message: { type: 'string', description: 'Localized by ?l=' },
    url: { type: 'string' },
    ...(data ? { data: json(data) } : {}),
  },
});

/** What the server mounts beyond the fixed routes. */
export interface DocumentOptions {
  /** The bank's signed callback: mounted when PAYMENT_CALLBACK_KEY is set. */
  paymentCallback: boolean;
}

/**
 * The OpenAPI 3.1 document of the REST adapter, generated from the zod schemas of contracts:
 * the routes this server mounts, and no others.
 */
export function openApiDocument(options: DocumentOptions): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const [key, op] of Object.entries(REST_OPERATIONS)) {
    if (op.onlyWith && !options[op.onlyWith]) continue;
    const [method = 'get', path = '/'] = key.split(' ');
    const responses: Record<string, object> = {
      '200': { description: 'Success', content: { 'application/json': { schema: envelope(op.data) } } },
      '400': { $ref: '#/components/responses/Error' },
      ...(op.access === 'public' ? {} : { '401': { $ref: '#/components/responses/Error' } }),
      ...(op.access === 'admin' ? { '403': { $ref: '#/components/responses/Error' } } : {}),
    };
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      summary: op.summary,
      'x-access': op.access,
      parameters: [
        { name: 'l', in: 'query', schema: { type: 'string', enum: ['tm', 'ru', 'en'], default: 'tm' } },
        ...(path.includes('{id}') ? [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }] : []),
      ],
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(op.body) } } } } : {}),
      ...(op.access === 'public' ? {} : { security: [{ session: [] }, { bearer: [] }] }),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hotel & yacht club booking API', version: '1.0.0' },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'hotel_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      responses: {
        Error: {
          description: 'A localized error (never a stack trace)',
          content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] } } },
        },
      },
    },
  };
}
