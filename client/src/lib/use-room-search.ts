import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { RoomSearchResult } from './stay';

/**
 * The room search shared by the main page's widget and the header's overlay: the dates typed (the
 * props of the form's StayDateFields), and `find`, which asks the server for the free room types
 * and goes to the url it returns with the result in navigation state — the room types that take
 * `guests`, the dates, the guest count and the message as key and count.
 */
export function useRoomSearch(onFound?: () => void) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const search = useMutation(trpc.booking.search.mutationOptions());
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const find = (guests = 1) =>
    search.mutate(
      { checkin, checkout },
      {
        // The overlay closes once the result is on screen: closed earlier, it would uncover the
        // list from before the search, whose cards open rooms without the dates searched.
        onSuccess: async (result) => {
          // The server's type leaves data optional; a successful search always carries it.
          const found = partyFit(result.data ?? [], result.onRequest, guests);
          await navigate({
            href: result.url,
            state: { search: { ...found, dates: result.dates, guests } },
          });
          onFound?.();
        },
      },
    );
  return {
    dates: { checkin, checkout, onCheckin: setCheckin, onCheckout: setCheckout },
    find,
    pending: search.isPending,
    error: search.isError ? search.error : null,
  };
}

type Found = Pick<RoomSearchResult, 'data' | 'onRequest' | 'message'>;

/**
 * The free types that take the party in one room. When types are free but none takes that many,
 * every free type is shown with the most one room takes: a party that size books several rooms.
 */
export function partyFit(
  free: Found['data'],
  onRequest: NonNullable<Found['onRequest']>,
  guests: number,
): Found {
  const fits = (roomType: { capacity: number }) => roomType.capacity >= guests;
  const data = free.filter(fits);
  if (data.length > 0 || free.length === 0)
    return {
      data,
      onRequest: onRequest.filter(fits),
      message: { key: 'rooms.found', count: data.length },
    };
  const largest = Math.max(...free.map((roomType) => roomType.capacity));
  return {
    data: free,
    onRequest,
    message: { key: 'rooms.foundForGroup', count: free.length, guests, largest },
  };
}
