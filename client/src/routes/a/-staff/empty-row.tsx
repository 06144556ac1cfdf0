/** The one row of a staff table's body that has nothing to list, across all its columns. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="data-table__empty">
        {text}
      </td>
    </tr>
  );
}
