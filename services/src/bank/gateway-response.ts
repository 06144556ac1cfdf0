/**
 * Reading a BPC gateway answer. Banks differ in spelling (`errorCode` / `ErrorCode`, `amount` /
 * `Amount`) and in types (numbers or numeric strings), so fields are looked up case-insensitively
 * and numbers accepted in either form.
 */
export type GatewayFields = ReadonlyMap<string, unknown>;

/** The answer's top-level fields, keyed by lowercase name; null when it is not a JSON object. */
export function gatewayFields(body: unknown): GatewayFields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return new Map(Object.entries(body).map(([name, value]) => [name.toLowerCase(), value]));
}

export function textField(fields: GatewayFields, name: string): string | null {
  const value = fields.get(name.toLowerCase());
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function integerField(fields: GatewayFields, name: string): number | null {
  const value = fields.get(name.toLowerCase());
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

export function objectField(fields: GatewayFields, name: string): GatewayFields | null {
  return gatewayFields(fields.get(name.toLowerCase()));
}

/** The answer's error code as text, or null when it reports success ('0' or no code at all). */
export function errorCodeOf(fields: GatewayFields): string | null {
  const code = textField(fields, 'errorCode')?.trim();
  return code === undefined || code === '' || code === '0' ? null : code;
}
