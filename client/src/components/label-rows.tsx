export interface LabelRow {
  label: string;
  value: string;
}

/** Label/value pairs as a definition list (booking summary, a booking in the account). */
export function LabelRows({ rows, className }: { rows: readonly LabelRow[]; className?: string }) {
  return (
    <dl className={className ? `prices ${className}` : 'prices'}>
      {rows.map((row) => (
        <div key={row.label} className="prices__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
