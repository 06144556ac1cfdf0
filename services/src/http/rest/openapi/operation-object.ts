import type { z } from 'zod';
import { MAX_ID, STAFF_ACCESS, type CalendarDate } from '@hotel/contracts';
import { staffAccessOf, type Operation } from '../operations';
import { failureAnswers, successAnswers } from './answers';
import { jsonSchema } from './json-schema';

/** An operation as the document states it: who may call it, its parameters, body and answers. */
export function operationObject(
  method: string,
  path: string,
  op: Operation,
  today: CalendarDate,
): object {
  const success = successAnswers(op);
  const staffAccess = staffAccessOf(op);
  return {
    summary: op.summary,
    'x-access': op.access,
    ...(staffAccess ? { 'x-roles': STAFF_ACCESS[staffAccess] } : {}),
    ...(op.rules ? { 'x-rules': op.rules } : {}),
    parameters: [
      {
        name: 'l',
        in: 'query',
        description: 'tm (default), ru or en; anything else means tm',
        schema: { type: 'string' },
      },
      ...Object.entries(op.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        description,
        schema: { type: 'string' },
      })),
      ...(op.queryParams ? queryParameters(op.queryParams) : []),
      // `{id}` is described below, as in every operation that has it.
      ...(op.pathParams
        ? queryParameters(op.pathParams, 'path').filter(
            (parameter) => !(parameter.name === 'id' && path.includes('{id}')),
          )
        : []),
      ...(op.revalidated
        ? [
            {
              name: 'If-None-Match',
              in: 'header',
              description: 'Entity tags the client holds',
              schema: { type: 'string' },
            },
          ]
        : []),
      ...Object.entries(op.headers ?? {}).map(([name, { schema, description }]) => ({
        name,
        in: 'header',
        description,
        schema: jsonSchema(schema, 'input'),
      })),
      ...(path.includes('{id}')
        ? [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
            },
          ]
        : []),
    ],
    ...(op.body ? { requestBody: requestBody(op, today) } : {}),
    ...(op.access === 'public' ? {} : { security: [{ session: [] }, { bearer: [] }] }),
    responses: { ...success, ...failureAnswers(method, path, op) },
  };
}

/** The fields of a query (or path) schema as parameters: each with its JSON Schema, its description, and whether it must be given. */
function queryParameters(
  schema: z.ZodObject,
  where: 'query' | 'path' = 'query',
): { name: string }[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, { description?: string; anyOf?: { type?: string }[] }>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    ...(description ? { description } : {}),
    // A path id is taken as JSON or as its digits, always meaning the integer in its range: the
    // document names the integer, as it does for `{id}`.
    schema: (where === 'path' && property.anyOf?.find((one) => one.type === 'integer')) || property,
  }));
}

function requestBody(op: Operation, today: CalendarDate): object {
  const schema = op.body ? jsonSchema(op.body, 'input') : {};
  const example = op.example ? { example: op.example(today) } : {};
  const types = op.bodyTypes ?? ['application/json'];
  return {
    required: op.bodyRequired ?? true,
    content: Object.fromEntries(types.map((type) => [type, { schema, ...example }])),
  };
}
