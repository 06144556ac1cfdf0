/** The migrated database every test file's database is cloned from. */
export const TEMPLATE_DATABASE = 'hotel_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
