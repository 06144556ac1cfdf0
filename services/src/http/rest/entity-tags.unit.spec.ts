import { describe, expect, it } from 'vitest';
import { taggedVersion, versionTag } from './entity-tags';

describe('If-Match entity tags', () => {
  it('reads the version of the first tag, quotes taken off', () => {
    expect(taggedVersion('"12-3"')).toBe('12-3');
    expect(taggedVersion(' "12-3" , "12-4"')).toBe('12-3');
    expect(taggedVersion(versionTag('7-1'))).toBe('7-1');
  });

  it('reads no version from `*` or an empty header', () => {
    expect(taggedVersion('*')).toBeUndefined();
    expect(taggedVersion('')).toBeUndefined();
  });

  it('keeps a weak tag as sent, so that it never matches a version', () => {
    expect(taggedVersion('W/"12-3"')).toBe('W/"12-3"');
  });
});
