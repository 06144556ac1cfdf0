/** A schema of search parameters, each optional (a zod object of optional fields). */
interface SearchSchema<T> {
  safeParse: (value: unknown) => { success: boolean };
  parse: (value: unknown) => T;
}

/**
 * A screen's search parameters as its schema takes them: a value the server would refuse (a
 * mistyped link) is dropped alone, the others kept, so the screen opens with what is valid.
 */
export function validSearch<T>(schema: SearchSchema<T>, search: Record<string, unknown>): T {
  const kept = Object.fromEntries(
    Object.entries(search).filter(([key, value]) => schema.safeParse({ [key]: value }).success),
  );
  return schema.parse(kept);
}
