import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes';

describe('changesBetween', () => {
  it('lists only the fields whose values differ, objects and lists compared whole', () => {
    expect(
      changesBetween(
        { status: 0, name: { ru: 'a', en: 'b' }, images: ['x'], capacity: 2 },
        { status: 1, name: { ru: 'a', en: 'c' }, images: ['x'], capacity: 2 },
      ),
    ).toEqual([
      { field: 'status', before: 0, after: 1 },
      { field: 'name', before: { ru: 'a', en: 'b' }, after: { ru: 'a', en: 'c' } },
    ]);
  });

  it('shows teňňe as TMT under the name without the suffix', () => {
    expect(changesBetween({ paid_tenge: null }, { paid_tenge: 250_050 })).toEqual([
      { field: 'paid', before: null, after: 2500.5 },
    ]);
  });

  it('gives every field of a created record with nothing before, but not its id and update time', () => {
    expect(changesBetween(null, { id: 4, room_number: '101', updated_at: 'now' })).toEqual([
      { field: 'room_number', before: null, after: '101' },
    ]);
  });

  it('keeps a field that was removed, as null after', () => {
    expect(changesBetween({ reason: 'declined' }, {})).toEqual([
      { field: 'reason', before: 'declined', after: null },
    ]);
  });
});
