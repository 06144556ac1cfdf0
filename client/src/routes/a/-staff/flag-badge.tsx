/** A 0/1 value of a table (published, discount on, role) as a small coloured label. */
export function FlagBadge({ on, text }: { on: boolean; text: string }) {
  return <span className={on ? 'flag-badge flag-badge--on' : 'flag-badge'}>{text}</span>;
}

/** A 0/1 column's cell: its badge, on for 1, with the column's words for on and off. */
export const flagCell =
  (words: { on: string; off: string }) => (cell: { getValue: () => number }) => (
    <FlagBadge on={cell.getValue() === 1} text={cell.getValue() === 1 ? words.on : words.off} />
  );
