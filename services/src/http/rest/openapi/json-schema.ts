import { z } from 'zod';

/** A zod schema in JSON Schema: `input` for what a request may hold, `output` for what an answer holds. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): object {
  // `throw`: a schema JSON Schema cannot state would make the document promise something else.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'throw' });
  return rest;
}
