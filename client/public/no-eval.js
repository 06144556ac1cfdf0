// The site's Content-Security-Policy allows no eval. zod (through @hotel/contracts) probes
// `new Function` once to learn whether it may compile its parsers, and the browser reports that
// probe as a violation although zod catches it; in jitless mode it never probes. Deferred scripts
// run in document order, module scripts among them: this one, in <head> before the app's entry,
// runs before any module (so the setting is there before the first schema) without holding up
// the parsing of the page.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
