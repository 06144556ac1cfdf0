/** A 0/1 value of a table (published, discount on, role) as a small coloured label. */
export function FlagBadge({ on, text }: { on: boolean; text: string }) {
  return <span className={on ? 'flag-badge flag-badge--on' : 'flag-badge'}>{text}</span>;
}
