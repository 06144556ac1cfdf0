/**
 * A small deterministic generator (mulberry32) for random histories and streams: a seed gives the
 * same draws every time, so a failing seed reproduces.
 */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T | undefined => items[int(0, items.length - 1)];
  const oneOf = <T>(items: readonly [T, ...T[]]): T => items[int(0, items.length - 1)] ?? items[0];
  return { next, int, pick, oneOf };
}
export type Random = ReturnType<typeof random>;
