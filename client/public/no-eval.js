// The site's Content-Security-Policy allows no eval. zod (through @hotel/contracts) probes
// `new Function` once to learn whether it may compile its parsers, and the browser reports that
// probe as a violation although zod catches it; in jitless mode it never probes. A classic script
// in <head> runs before the app's modules, so the setting is there before the first schema.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
