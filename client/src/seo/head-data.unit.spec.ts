import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { headData } from './head-data';

const contactsQuery = (fetchContacts: () => Promise<string>) =>
  queryOptions({ queryKey: ['site', 'contacts'], queryFn: fetchContacts });

describe('head data', () => {
  it('is awaited on the server, where the HTML search engines read is written', async () => {
    const fetchContacts = vi.fn(async () => 'contacts');
    await expect(headData(new QueryClient(), contactsQuery(fetchContacts), true)).resolves.toBe(
      'contacts',
    );
    expect(fetchContacts).toHaveBeenCalledOnce();
  });

  it('never fails the page on the server: without it the head falls back to texts', async () => {
    const failing = contactsQuery(() => Promise.reject(new Error('down')));
    await expect(
      headData(new QueryClient({ defaultOptions: { queries: { retry: false } } }), failing, true),
    ).resolves.toBeUndefined();
  });

  it('in the browser is what the cache holds, and nothing is asked for', async () => {
    const fetchContacts = vi.fn(async () => 'fetched');
    const queryClient = new QueryClient();
    await expect(
      headData(queryClient, contactsQuery(fetchContacts), false),
    ).resolves.toBeUndefined();
    queryClient.setQueryData(['site', 'contacts'], 'cached');
    await expect(headData(queryClient, contactsQuery(fetchContacts), false)).resolves.toBe(
      'cached',
    );
    expect(fetchContacts).not.toHaveBeenCalled();
  });
});
