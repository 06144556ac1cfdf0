// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraftVersion } from './use-draft-version';

afterEach(cleanup);

/** A form's draft version while what the screen shows is refreshed from outside. */
function form(first: string | null) {
  return renderHook(({ shown }) => useDraftVersion(shown), { initialProps: { shown: first } });
}

describe("a staff form's draft version", () => {
  it('stays the one the draft was made from when a live refresh shows a newer one', () => {
    const { result, rerender } = form('7.3');
    rerender({ shown: '7.4' });
    expect(result.current.version).toBe('7.3');
  });

  it('takes the shown one when a new draft begins', () => {
    const { result, rerender } = form('7.3');
    rerender({ shown: '7.4' });
    act(() => result.current.begin());
    expect(result.current.version).toBe('7.4');
  });

  it('after a save, waits for the record read again and takes its version', () => {
    const { result, rerender } = form('7.3');
    act(() => result.current.settled());
    rerender({ shown: '7.3' });
    expect(result.current.version).toBe('7.3');
    rerender({ shown: '7.5' });
    expect(result.current.version).toBe('7.5');
    rerender({ shown: '7.6' });
    expect(result.current.version).toBe('7.5');
  });

  it('after a refusal, takes the version already shown (the refusal named who changed it)', () => {
    const { result, rerender } = form('7.3');
    rerender({ shown: '7.4' });
    act(() => result.current.settled());
    expect(result.current.version).toBe('7.4');
    rerender({ shown: '7.5' });
    expect(result.current.version).toBe('7.4');
  });

  it('takes a new record’s first version once it is saved', () => {
    const { result, rerender } = form(null);
    act(() => result.current.settled());
    rerender({ shown: '12.0' });
    expect(result.current.version).toBe('12.0');
  });
});
