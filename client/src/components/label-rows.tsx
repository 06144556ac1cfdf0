export interface LabelRow {
  label: string;
  value: string | number;
}

/**
 * Label/value pairs as a definition list (booking summary, a booking in the account, the staff
 * booking dialog's facts). `block` names the list's classes: the list `block`, each row
 * `block__row`.
 */
export function LabelRows({
  rows,
  className,
  block = 'prices',
}: {
  rows: readonly LabelRow[];
  className?: string;
  block?: string;
}) {
  return (
    <dl className={className ? `${block} ${className}` : block}>
      {rows.map((row) => (
        <div key={row.label} className={`${block}__row`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
