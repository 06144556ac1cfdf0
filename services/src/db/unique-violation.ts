/**
 * PostgreSQL refused a row that a unique index already holds (SQLSTATE 23505): what a check before
 * the write cannot rule out when two transactions write the same value at once.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
