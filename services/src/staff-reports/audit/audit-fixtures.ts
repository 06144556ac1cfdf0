import { expect } from 'vitest';
import type { AuditEntryView, AuditView } from '@hotel/contracts';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { restRequester } from '../../../test/rest-requests';
import type { TestApp } from '../../../test/test-app';

/*
 * The staff timeline as the audit specs read it: `GET /api/audit` as a manager, and the check that
 * a kind's changes rebuilt from the events read as they did.
 */

/** The timeline asked as `reader` (or as `cookie`), and its entries once the answer is a 200. */
export function auditTimeline(site: Pick<TestApp, 'app'>, reader: { cookie: string }) {
  const send = restRequester(site);
  const timeline = (query: string, cookie = reader.cookie) =>
    send('GET', `/api/audit?${query}`, cookie);
  const entriesOf = async (query: string): Promise<AuditEntryView[]> => {
    const res = await timeline(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AuditView }>().data.entries;
  };
  return { timeline, entriesOf };
}

/**
 * Rebuilds read model `projection` from the events: its `table` keeps the `count` rows it had, and
 * `entries` (the timeline of its kind) reads the same.
 */
export async function expectSameAfterRebuild(
  site: Pick<TestApp, 'db' | 'deps'>,
  { projection, table, count }: { projection: string; table: string; count: number },
  entries: () => Promise<AuditEntryView[]>,
): Promise<void> {
  const { db, deps } = site;
  const changes = () => db.sql`select * from ${db.sql(table)} order by global_position`;
  const [rows, before] = [await changes(), await entries()];
  expect(rows).toHaveLength(count);
  const projections = allProjections.filter((p) => p.name === projection);
  await new ProjectionRunner(db.sql, deps.store, projections).rebuild(projection);
  expect(await changes()).toEqual(rows);
  expect(await entries()).toEqual(before);
}
