import type { CalendarDate } from '@hotel/contracts';
import { REST_OPERATIONS, type DocumentOptions } from './operations';
import { operationObject } from './openapi/operation-object';

export { REST_OPERATIONS, type DocumentOptions } from './operations';

const DESCRIPTION = `Every operation takes \`?l=\` (tm, ru or en; anything else means tm), the language of \`message\` and \`error\`.
A refusal is \`{ error }\`, localized, with \`retryWithSameKey: true\` when the outcome is not known yet (the same
request with the same Idempotency-Key learns it). 400 is a request this document does not describe: a body, path or query that
does not match its schema, JSON that does not parse, or text anywhere in the request (unknown fields and keys too)
holding NUL or a lone surrogate, which cannot be stored; an operation's \`x-rules\` name what a request matching the
document may still break (also 400). Sessions: the \`hotel_session\` cookie that login sets, or the same token as
\`Authorization: Bearer\`. State-changing requests must come from the site's own origin (403 otherwise).
Staff have one account each, with a role: manager (\`role_id\` 2, the specification's admin), reception (3) or
accountant (4). An operation's \`x-access\` names what it needs and \`x-roles\` the roles that have it: \`staff\` (any
staff role), \`desk\` (manager, reception), \`accounts\` (manager, accountant) or \`manager\`; any other caller gets 403.`;

/**
 * The OpenAPI 3.1 document of the REST adapter, generated from the zod schemas of contracts that
 * parse each request: the routes this server mounts, and no others. `today` (the hotel's date)
 * dates the examples, which pass the rules as well as the schemas.
 */
export function openApiDocument(options: DocumentOptions, today: CalendarDate): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const [key, op] of Object.entries(REST_OPERATIONS)) {
    if (op.onlyWith && !options[op.onlyWith]) continue;
    const [method = 'GET', path = '/'] = key.split(' ');
    paths[path] = {
      ...paths[path],
      [method.toLowerCase()]: operationObject(method, path, op, today),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hotel & yacht club booking API', version: '1.0.0', description: DESCRIPTION },
    // Sessions are optional where an operation does not ask for one.
    security: [{}, { session: [] }, { bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'hotel_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string', description: 'Localized by ?l=' },
            retryWithSameKey: {
              const: true,
              description:
                'The outcome is not known yet: the same request with the same Idempotency-Key learns it',
            },
          },
          required: ['error'],
        },
      },
    },
  };
}
