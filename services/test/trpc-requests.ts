import type { TestApp } from './test-app';

/** POST /trpc/`path` (a mutation) with `input`, as whoever `cookie` is, in `lang`. */
export function trpcMutation(
  site: Pick<TestApp, 'app'>,
  cookie: string,
  path: string,
  input: unknown,
  lang = 'en',
) {
  return site.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { cookie, 'x-lang': lang },
    payload: input as object,
  });
}
