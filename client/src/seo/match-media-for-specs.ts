// Imported first by the specs that load the whole route tree: the staff area's charts (uPlot)
// read the screen's pixel ratio through matchMedia when their module loads, which jsdom lacks.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;
