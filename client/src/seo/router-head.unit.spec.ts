// @vitest-environment jsdom
import './match-media-for-specs';
import type { RoomTypeView, SiteContacts } from '@hotel/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { createApi } from '../api';
import { siteContactsQuery } from '../components/use-site-contacts';
import { routeTree } from '../routeTree.gen';
import { approvedReviewsQuery } from '../routes/_public/-home/reviews-query';
import { roomTypesQuery } from '../routes/_public/-rooms/room-types-query';
import type { LinkTag, MetaTag, ScriptTag } from './page-head';
import { textsIn } from './texts-for-specs';

const ORIGIN = 'https://hazar.example';
const CONTACTS: SiteContacts = {
  phones: ['+993 243 4-12-20'],
  fax: null,
  email: 'info@hazar.example',
  address: { tm: 'Awaza', ru: 'Аваза', en: 'Awaza' },
};
const ROOM_TYPE: RoomTypeView = {
  id: 3,
  name: { tm: 'Lýuks', ru: 'Люкс', en: 'Suite' },
  description: { tm: 'Deňze bakýar', ru: 'С видом на море', en: 'Sea view' },
  images: ['/images/rooms/3-1.svg'],
  capacity: 2,
  rooms_count: 2,
  price: 2400,
  booking_price: 0,
  discount: 0,
  discount_status: 0,
  status: 1,
  usd_price: 240,
  updated_at: at(0, '10:00'),
  base_occupancy: 2,
  extra_adult_price: 0,
  child_price: 0,
};

/**
 * The head the router made for `path`'s screen once it has loaded it, in Russian, with the contacts,
 * room types and reviews in the query cache (as after the server's render): what <HeadContent /> writes.
 */
async function headAt(path: string) {
  const queryClient = new QueryClient();
  const { trpc } = createApi({ getLanguage: () => 'ru' });
  queryClient.setQueryData(siteContactsQuery(trpc).queryKey, CONTACTS);
  queryClient.setQueryData(roomTypesQuery(trpc).queryKey, [ROOM_TYPE]);
  queryClient.setQueryData(approvedReviewsQuery(trpc).queryKey, []);
  const context = { queryClient, trpc, i18n: await textsIn('ru'), siteOrigin: ORIGIN };
  const router = createRouter({
    routeTree,
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const screen = router.state.matches.at(-1);
  return {
    meta: (screen?.meta ?? []) as MetaTag[],
    links: (screen?.links ?? []) as LinkTag[],
    scripts: (screen?.headScripts ?? []) as ScriptTag[],
  };
}

const contents = (meta: MetaTag[], property: string) =>
  meta.flatMap((tag) => ('property' in tag && tag.property === property ? [tag.content] : []));

describe('the head the router makes for a public page', () => {
  it('holds the title in the reader’s language and the page’s picture', async () => {
    const { meta } = await headAt('/rooms');
    expect(meta).toContainEqual({ title: 'Номера и цены — отель Hazar, Аваза' });
    expect(contents(meta, 'og:locale')).toEqual(['ru_RU']);
    expect(contents(meta, 'og:image')).toEqual([`${ORIGIN}/images/rooms/3-1.svg`]);
  });

  it('holds the canonical URL from the router context’s origin', async () => {
    const { links } = await headAt('/rooms');
    expect(links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/rooms?lang=ru` });
  });

  it('holds the hotel’s JSON-LD made from the loader’s data', async () => {
    const { scripts } = await headAt('/');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.children ?? '')).toMatchObject({
      '@type': 'Hotel',
      telephone: '+993 243 4-12-20',
      address: { streetAddress: 'Аваза' },
      makesOffer: [{ price: '2400.00', priceCurrency: 'TMT' }],
    });
  });
});
