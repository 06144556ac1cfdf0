/**
 * Prints the operations table of docs/rest-contract.md from the one list of REST operations:
 * `npx tsx scripts/rest-table.ts`.
 */
import { REST_OPERATIONS } from '../services/src/http/rest/operations';

console.log('| method | path | access | summary |');
console.log('| --- | --- | --- | --- |');
for (const [key, operation] of Object.entries(REST_OPERATIONS)) {
  const [method, path] = key.split(' ');
  const summary = operation.summary.replaceAll('|', '\\|');
  console.log(`| ${method} | \`${path}\` | ${operation.access} | ${summary} |`);
}
