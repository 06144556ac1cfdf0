import { createTestApp } from '../../../test/test-app';

/**
 * A site of its own for a hotel options spec: an admin's session and its reads and saves of the
 * options. Each spec calls it once at its top, so each gets its own database.
 */
export async function staffOptionsSite() {
  const { app, db, deps, session } = await createTestApp();
  const admin = await session(2);
  const { cookie } = admin;

  const read = async () =>
    (await app.inject({ method: 'GET', url: '/api/system/options', headers: { cookie } })).json()
      .data;
  const save = (body: unknown, lang = 'en') =>
    app.inject({
      method: 'PUT',
      url: `/api/system/options?l=${lang}`,
      headers: { cookie },
      payload: body as object,
    });
  return { app, db, deps, session, admin, cookie, read, save };
}
