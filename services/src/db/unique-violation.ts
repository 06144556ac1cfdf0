/**
 * PostgreSQL refused a row that a unique index already holds (SQLSTATE 23505): what a check before
 * the write cannot rule out when two transactions write the same value at once.
 */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * What `write` gives; when a unique index refuses its row (a race the check before the write lost),
 * the refusal `taken` makes instead, as the check would have said it.
 */
export async function unlessTaken<T>(taken: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? taken() : error;
  }
}
