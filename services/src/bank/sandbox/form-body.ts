import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Lets this (encapsulated) instance read form posts, the gateway's only request format, without
 * a plugin dependency. An app that already parses forms keeps its parser.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(
      null,
      Object.fromEntries(
        new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')),
      ),
    );
  });
}

/** A request's fields as text: a parsed form, or a JSON object's string and number values. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
  }
  return fields;
}

/** A positive safe integer written in decimal digits only, else null. */
export function positiveInteger(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value > 0 ? value : null;
}
