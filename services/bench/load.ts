/** A small closed-loop load generator: `concurrency` workers issue requests back to back. */
export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  failures: number;
}

export async function load(
  request: (i: number) => Promise<boolean>,
  options: { concurrency: number; seconds?: number; total?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + (options.seconds ?? 3600) * 1000;
  const more = () => performance.now() < deadline && (options.total === undefined || issued < options.total);
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (more()) {
        const i = issued++;
        const t = performance.now();
        const ok = await request(i).catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, p50ms: at(0.5), p99ms: at(0.99), failures };
}
