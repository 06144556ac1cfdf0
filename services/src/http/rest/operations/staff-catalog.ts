import { z } from 'zod';
import {
  blockView,
  housekeepingInput,
  housekeepingView,
  IMAGE_MAX_MEGABYTES,
  IMAGE_MAX_MEGAPIXELS,
  roomInput,
  roomListQuery,
  roomRowView,
  roomTypeEditView,
  roomTypeImageForm,
  roomTypeImageRemoval,
  roomTypeImagesView,
  roomTypeImageTarget,
  roomTypeInput,
  roomView,
} from '@hotel/contracts';
import { saidWithData, withData } from './answers';
import type { Operation } from './operation';
import { SAVED_SINCE } from './rules';

/** The staff catalog: rooms, blocks, room types and their images. */
export const STAFF_CATALOG_OPERATIONS = {
  'GET /api/rooms': {
    summary: 'Rooms (?t=bt: calendar rows)',
    access: 'staff',
    queryParams: roomListQuery,
    answer: withData(z.union([z.array(roomView), z.array(roomRowView)])),
  },
  'PUT /api/rooms': {
    summary: 'Create (no id) or change a room',
    access: 'manager',
    body: roomInput,
    example: () => ({
      room_number: '901',
      room_types_id: 1,
      block_id: 1,
      type_bed: 'double',
      status: 1,
    }),
    answer: saidWithData(roomView),
    refusals: {
      404: 'No room with this id',
      409: 'Another room has this number',
      412: SAVED_SINCE,
    },
    rules: ['the room type and the block exist'],
  },
  'PUT /api/rooms/{id}/housekeeping': {
    summary:
      "Mark a room's cleaning state (clean, dirty, inspected, out_of_order), with the `version` the list read; a check-out makes it dirty",
    access: 'housekeeping',
    body: housekeepingInput,
    example: () => ({ state: 'clean' }),
    answer: saidWithData(housekeepingView),
    refusals: {
      404: 'No room with this id',
      412: "`version` is not the room's: someone marked it (or checked its guests out) since it was read (the message says who, which state and when)",
    },
  },
  'GET /api/blocks': {
    summary: 'Buildings',
    access: 'staff',
    answer: withData(z.array(blockView)),
  },
  'GET /api/a/room-types': {
    summary: 'All room types for staff',
    access: 'staff',
    answer: withData(z.array(roomTypeEditView)),
  },
  'PUT /api/a/room-types': {
    summary: 'Create (no id) or change a room type',
    access: 'manager',
    body: roomTypeInput,
    example: () => ({
      name: { ru: 'Люкс', en: 'Suite', tm: 'Lýuks' },
      capacity: 2,
      room_price: 1500.5,
      booking_price: 50,
      discount: 10,
      discount_status: 1,
      status: 0,
    }),
    answer: saidWithData(roomTypeEditView),
    refusals: { 404: 'No room type with this id', 412: SAVED_SINCE },
    rules: ['base_occupancy is at most the capacity (the one sent, or the stored one)'],
  },
  'POST /api/room-types/upload-image': {
    summary:
      'Add an image to a room type (stored re-encoded, with a 350x200 preview and a 120x80 thumbnail)',
    access: 'manager',
    queryParams: roomTypeImageTarget,
    body: roomTypeImageForm,
    bodyTypes: ['multipart/form-data'],
    answer: saidWithData(roomTypeImagesView),
    refusals: {
      404: 'No room type with this id',
      413: `The image is over ${IMAGE_MAX_MEGABYTES} MB or ${IMAGE_MAX_MEGAPIXELS} megapixels, or the form has too many parts`,
      415: 'Not a multipart form, or an image in another format than JPEG, PNG or WebP',
    },
    rules: ['the file is a JPEG, PNG or WebP image'],
  },
  'DELETE /api/room-types/delete-image': {
    summary: "Remove an image from a room type (an uploaded one's files too)",
    access: 'manager',
    queryParams: roomTypeImageRemoval,
    answer: saidWithData(roomTypeImagesView),
    refusals: { 404: 'No room type with this id, or the image is not in its list' },
  },
} satisfies Record<string, Operation>;
