import { describe, expect, it } from 'vitest';
import { commonPasswords, passwordRefusal } from './password-policy';

describe('the password policy (NIST SP 800-63B)', () => {
  it('accepts a long passphrase, spaces and letters of any script included', () => {
    expect(passwordRefusal('correct horse battery')).toBeNull();
    expect(passwordRefusal('Hazar deňziniň kenary')).toBeNull();
    expect(passwordRefusal('пароль от моря')).toBeNull();
  });

  it('refuses fewer than 8 characters, counting each code point once', () => {
    expect(passwordRefusal('seven77')).toEqual({ key: 'auth.weakPassword', params: { min: 8 } });
    // Seven emoji are fourteen UTF-16 units, still seven characters.
    expect(passwordRefusal('🌊🌊🌊🌊🌊🌊🌊')).toEqual({
      key: 'auth.weakPassword',
      params: { min: 8 },
    });
    expect(passwordRefusal('🌊🌊🌊🌊🌊🌊🌊🌊')).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(passwordRefusal('sea-'.repeat(32))).toBeNull();
    expect(passwordRefusal(`${'sea-'.repeat(32)}x`)).toEqual({
      key: 'auth.passwordTooLong',
      params: { max: 128 },
    });
  });

  it('refuses a password of only whitespace or control characters, whatever its length', () => {
    expect(passwordRefusal('          ')).toEqual({ key: 'auth.passwordBlank', params: {} });
    expect(passwordRefusal('\t\n\u0000\u0007\u200b\u00a0  \u3000')).toEqual({
      key: 'auth.passwordBlank',
      params: {},
    });
    expect(passwordRefusal('   .    ')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordRefusal('password1')).toEqual({ key: 'auth.passwordCommon', params: {} });
    expect(passwordRefusal('QWERTYUIOP')).toEqual({ key: 'auth.passwordCommon', params: {} });
    expect(passwordRefusal('Trustno1')).toEqual({ key: 'auth.passwordCommon', params: {} });
  });

  it('reads the 10,000 passwords of the bundled list, without its comment lines', () => {
    const list = commonPasswords();
    expect(list.size).toBe(10_000);
    expect(list.has('123456')).toBe(true);
    expect(list.has('fuck_inside')).toBe(true);
    expect([...list].some((entry) => entry.startsWith('#') || entry !== entry.trim())).toBe(false);
    expect(commonPasswords()).toBe(list);
  });
});
