import { afterAll } from 'vitest';
import { loadEnv } from '../src/env';

/** The KurrentDB image the contract suite runs against where a container runtime exists. */
export const KURRENTDB_IMAGE = 'kurrentplatform/kurrentdb:25.1';

/**
 * A KurrentDB for the contract suite: the one at EVENTSTORE_URL; else one started with
 * testcontainers where a container runtime answers (stopped after the file); else none, with the
 * reason, and the suite is reported as skipped under it. These machines have no container runtime
 * and no package registry ships the server, so here it is skipped unless EVENTSTORE_URL is given.
 */
export async function kurrentDbServer(): Promise<{ url: string } | { reason: string }> {
  const url = loadEnv().EVENTSTORE_URL;
  if (url) return { url };
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return {
      reason:
        'no EventStoreDB server: set EVENTSTORE_URL (no container runtime here, and no registry ships a server)',
    };
  }
  // testcontainers' own KurrentDB module: one insecure node, started and awaited by its health check.
  const { KurrentDbContainer } = await import('@testcontainers/kurrentdb');
  const container = await new KurrentDbContainer(KURRENTDB_IMAGE).start();
  afterAll(() => container.stop());
  return { url: container.getConnectionString() };
}
