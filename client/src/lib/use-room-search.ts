import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';

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
          const data = (result.data ?? []).filter((roomType) => roomType.capacity >= guests);
          const onRequest = result.onRequest.filter((roomType) => roomType.capacity >= guests);
          const message = { key: 'rooms.found', count: data.length } as const;
          await navigate({
            href: result.url,
            state: { search: { data, onRequest, dates: result.dates, guests, message } },
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
