/** Exhaustiveness check of a switch over a union (event types, commands, states). */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
