// @vitest-environment jsdom
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { apiErrorMessage } from './errors';
import { apiFetch, NetworkFailure } from './network';

const i18n = await createI18n();
// Only the reader's language is loaded at first; these tests read all three.
await i18n.loadLanguages(['en', 'ru']);
const t = i18n.getFixedT('en');

/** The message a screen shows for what `apiFetch` threw (or 'no error' when it answered). */
async function messageFor(input = 'https://hotel.test/api/x'): Promise<string> {
  try {
    await apiFetch(input);
    return 'no error';
  } catch (error) {
    return apiErrorMessage(error, t);
  }
}

function online(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

beforeEach(() => online(true));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the network-failure messages of the specification', () => {
  it('says there is no internet connection when the browser is offline, without calling', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    online(false);

    expect(await messageFor()).toBe('No internet connection');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the server is not responding when the request fails while online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    expect(await messageFor()).toBe('Server not responding');
  });

  it('says there is no connection when the request fails because the browser went offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => {
        online(false);
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );

    expect(await messageFor()).toBe('No internet connection');
  });

  it('says the response timed out on a timeout', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('late', 'TimeoutError')));

    expect(await messageFor()).toBe('Server response timeout exceeded');
  });

  it('says the request could not be set up when it cannot even be built', async () => {
    vi.stubGlobal('fetch', vi.fn());

    expect(await messageFor('http://[not a host/')).toBe('Error setting up the request');
  });

  it('treats a gateway page of 502 or 503 as no response and 504 as a timeout', async () => {
    const gateway = (status: number) =>
      new Response('<html>Bad gateway</html>', {
        status,
        headers: { 'content-type': 'text/html' },
      });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(gateway(502))
        .mockResolvedValueOnce(gateway(503))
        .mockResolvedValueOnce(gateway(504)),
    );

    expect(await messageFor()).toBe('Server not responding');
    expect(await messageFor()).toBe('Server not responding');
    expect(await messageFor()).toBe('Server response timeout exceeded');
  });

  it('passes a JSON error answer through: the server did answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ error: 'busy' }, { status: 503 })),
    );

    expect(await messageFor()).toBe('no error');
  });

  it('lets a cancelled request through as a cancellation, not as a failure to show', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('gone', 'AbortError')));

    await expect(apiFetch('https://hotel.test/api/x')).rejects.toSatisfy(
      (error) => !(error instanceof NetworkFailure) && error instanceof DOMException,
    );
  });

  it('finds the failure inside the tRPC error that wraps it', () => {
    const wrapped = new TRPCClientError('fetch failed', { cause: new NetworkFailure('offline') });

    expect(apiErrorMessage(wrapped, t)).toBe('No internet connection');
  });

  it('shows the text in the reader’s language', () => {
    const failure = new NetworkFailure('no-response');

    expect(apiErrorMessage(failure, i18n.getFixedT('ru'))).toBe('Сервер не отвечает');
    expect(apiErrorMessage(failure, i18n.getFixedT('tm'))).toBe('Serwer jogap bermeýär');
  });

  it('falls back to the generic error for anything else', () => {
    expect(apiErrorMessage(new Error('boom'), t)).toBe('Error');
  });
});
