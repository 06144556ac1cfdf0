import { createHash } from 'node:crypto';
import { hotelInstant, type RoomTypeView } from '@hotel/contracts';
import type { Sql } from '../db/connect';
import { listPublishedRoomTypes } from './room-types';

/** The public room types, ready to send: the views, the REST body `{data}` and its entity tag. */
export interface PublishedRoomTypes {
  views: RoomTypeView[];
  body: string;
  etag: string;
}

/** Loads the published room types and serializes them once, for every request until they change. */
export async function loadPublishedRoomTypes(
  sql: Sql,
  timeZone: string,
): Promise<PublishedRoomTypes> {
  const views = await listPublishedRoomTypes(sql, (at) => hotelInstant(at, timeZone));
  const body = JSON.stringify({ data: views });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { views, body, etag };
}

/** Whether a request's If-None-Match names the entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
