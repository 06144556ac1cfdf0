import { readFileSync } from 'node:fs';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type MessageKey,
  type MessageParams,
} from '@hotel/contracts';
import { AppError } from '../application/errors';

export interface PasswordRefusal {
  key: MessageKey;
  params: MessageParams;
}

const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

// Whitespace, control and format (invisible: zero-width space, joiners, BOM) characters.
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}]*$/u;

let common: ReadonlySet<string> | null = null;

/**
 * The bundled list of the 10,000 most common passwords (lowercase; see its header for where it
 * comes from), read once on first use: ~75 kB, so a synchronous read costs less than the
 * password's hash does.
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * Why a new password is refused, or null when it may be set (NIST SP 800-63B §3.1.1.2): 8 to 128
 * characters, each code point counted once; not only spaces or invisible characters; not one of
 * the most common passwords, whatever its case. No composition rules, on purpose.
 */
export function passwordRefusal(password: string): PasswordRefusal | null {
  const length = [...password].length;
  if (INVISIBLE_ONLY.test(password)) return { key: 'auth.passwordBlank', params: {} };
  if (length < MIN_PASSWORD_LENGTH)
    return { key: 'auth.weakPassword', params: { min: MIN_PASSWORD_LENGTH } };
  if (length > MAX_PASSWORD_LENGTH)
    return { key: 'auth.passwordTooLong', params: { max: MAX_PASSWORD_LENGTH } };
  if (commonPasswords().has(password.toLowerCase()))
    return { key: 'auth.passwordCommon', params: {} };
  return null;
}

/**
 * Refuses a new password the policy refuses, naming the field: every form that sets a password
 * calls its new one `password`, and shows the refusal by it.
 */
export function refusePasswordPolicy(password: string): void {
  const refusal = passwordRefusal(password);
  if (refusal) throw new AppError('validation', refusal.key, refusal.params, { field: 'password' });
}
