import type { catalogMessages as russian } from '../ru/catalog';

/** The hotel's rooms, room types and their images, online sale, reviews, calendar feeds and settings. */
export const catalogMessages: Record<keyof typeof russian, string> = {
  'room.notFound': 'Room not found',
  'room.housekeepingMarked': 'Room {number}: the housekeeping state is saved',
  'room.housekeepingChangedBy.clean':
    'Room {number}: {who} marked it “Clean” at {when}, after you opened the list. Your mark was not saved; the list is reloaded: check the room and mark it again.',
  'room.housekeepingChangedBy.dirty':
    'Room {number}: {who} marked it “Dirty” at {when}, after you opened the list. Your mark was not saved; the list is reloaded: check the room and mark it again.',
  'room.housekeepingChangedBy.inspected':
    'Room {number}: {who} marked it “Inspected” at {when}, after you opened the list. Your mark was not saved; the list is reloaded: check the room and mark it again.',
  'room.housekeepingChangedBy.out_of_order':
    'Room {number}: {who} marked it “Out of order” at {when}, after you opened the list. Your mark was not saved; the list is reloaded: check the room and mark it again.',
  'online.exposed': 'Room {room} is open for online booking from {checkin} to {checkout}',
  'online.rangeAlreadySet': 'The chosen range is already set',
  'online.removed': 'The online-booking period was removed',
  'online.nightsClosed': 'The nights of room {room} from {from} to {to} are off online sale',
  'online.noNightsInRange': 'No night in these dates is open for online booking',
  'online.notFound': 'Online-booking period not found',
  'online.hasBooking': 'A booking lies in this period: it cannot be removed',
  'online.concurrentChange':
    "The room's calendar has just changed. Refresh the page and try again.",
  'room.created': 'Room {number} was added',
  'room.updated': 'Room {number} was saved',
  'room.numberTaken': 'Room number {number} already exists',
  'roomType.notFound': 'Room type not found',
  'roomType.created': 'The room type was added',
  'roomType.updated': 'The room type was saved',
  'block.notFound': 'Block not found',
  'options.saved': 'The settings were saved',
  'image.notMultipart': 'Send the image as a multipart/form-data form in the field "image"',
  'image.missing': 'Choose an image file (field "image")',
  'image.tooLarge': 'The file is larger than {max} MB: choose a smaller image',
  'image.tooManyPixels': 'The image is too large: at most {max} megapixels',
  'image.notAnImage': 'The file is not an image: a JPEG, PNG or WebP is needed',
  'image.unsupportedFormat': 'The {format} format is not accepted: a JPEG, PNG or WebP is needed',
  'image.uploaded': 'The image was uploaded',
  'image.alreadyListed': 'This image is already in the list',
  'image.deleted': 'The image was deleted',
  'image.notFound': 'This room type has no such image',
  'image.badForm': 'The form could not be read: send the image again',
  'review.posted': 'Thank you! Your review will appear on the site once the hotel has checked it',
  'review.tooMany':
    'You have already written {max} reviews in the last {days} days. Please write again later',
  'review.notFound': 'Review not found',
  'review.approved': 'Review No. {id} was approved',
  'review.rejected': 'Review No. {id} was rejected',
  'calendarFeed.notFound': 'No such calendar feed (its address may have been replaced)',
  'calendarFeed.occupied': 'Occupied',
  'calendarFeed.soldOut': 'Sold out',
  'calendarFeed.rotated': 'The calendar feed has a new address; the old one no longer works',
  'options.bookNumberUsed':
    'The last booking number cannot be lower than {used}: that number has already been given',
  'outOfOrder.taken': 'Room {room} is out of order from {from} to {to}',
  'outOfOrder.backInService': 'Room {room} is back in service',
  'outOfOrder.notFound': 'Out-of-order period not found',
  'outOfOrder.hasBookings': 'The room has bookings on these dates: No. {books}',
  'outOfOrder.overlaps': 'The room is already out of order on some of these dates',
  'outOfOrder.roomOutOfOrder': 'The room is out of order from {from} to {to}: {reason}',
  'options.ageBands':
    'A guest pays as an adult from {adultFromAge}: that must be above the age children stay free under ({freeUnderAge})',
  'roomType.baseOccupancy': 'The price can include at most the {capacity} guests the room takes',
};
