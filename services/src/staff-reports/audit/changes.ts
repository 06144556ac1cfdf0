import { tengeToTmt } from '@hotel/contracts';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields every change touches or that name the record: they say nothing about what changed. */
const SILENT: ReadonlySet<string> = new Set(['id', 'updated_at']);

/**
 * The fields whose values differ between two states of a record (null before: it was created),
 * in the order the stored later state keeps its keys. Amounts kept in teňňe (`*_tenge`) are shown in TMT
 * under their name without the suffix.
 */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys.flatMap((key) => {
    if (SILENT.has(key)) return [];
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) return [];
    const tenge = key.endsWith('_tenge');
    return [
      {
        field: tenge ? key.slice(0, -'_tenge'.length) : key,
        before: tenge && typeof was === 'number' ? tengeToTmt(was) : was,
        after: tenge && typeof is === 'number' ? tengeToTmt(is) : is,
      },
    ];
  });
}
