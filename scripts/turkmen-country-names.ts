/**
 * Writes client/src/lib/country-names-tm.json, the citizenship select's countries named in Turkmen
 * (CLDR's names, from Node's ICU), in the order of the Turkmen alphabet: Chromium's ICU has no
 * Turkmen names or order, and the select must read the same on the server and in the browser.
 * `npx tsx scripts/turkmen-country-names.ts` after a change of the country codes.
 */
import { writeFileSync } from 'node:fs';
import { COUNTRY_CODES } from '../contracts/src/rest/citizenship';

const names = new Intl.DisplayNames(['tk'], { type: 'region', fallback: 'none' });
const named = COUNTRY_CODES.map((code) => {
  const name = names.of(code);
  if (!name) throw new Error(`ICU has no Turkmen name for ${code}`);
  return [code, name] as const;
}).sort((a, b) => a[1].localeCompare(b[1], 'tk'));

const target = new URL('../client/src/lib/country-names-tm.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(Object.fromEntries(named), null, 2)}\n`);
console.log(`${named.length} countries written to ${target.pathname}`);
