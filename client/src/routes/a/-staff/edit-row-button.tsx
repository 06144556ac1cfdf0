import { createColumnHelper } from '@tanstack/react-table';
import { StrokeIcon } from '../../../components/icon';
import { STAFF_ICONS } from './staff-icons';

/**
 * A table row's edit button: the pencil (the eye where the row only opens, for a role that reads
 * it), and its word, which narrow tables hide; `label` names the row (its number, its name) for a
 * screen reader, where every row's button has the same word.
 */
export function EditRowButton({
  label,
  text,
  opens = false,
  onClick,
}: {
  label: string;
  text: string;
  opens?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={label}
      onClick={onClick}
    >
      <StrokeIcon path={opens ? STAFF_ICONS.open : STAFF_ICONS.edit} size={16} />
      <span className="data-table__action-text">{text}</span>
    </button>
  );
}

/**
 * The column of the rows' edit buttons, kept in sight at the table's right edge: each button
 * named by its row (`label`), all with the same word (`text`). None without `onEdit`: a role that
 * may read the rows but not change them (contracts' STAFF_ACCESS) is offered no edit.
 */
export function editColumns<Row>({
  header,
  text,
  label,
  opens,
  onEdit,
}: {
  header: string;
  text: string;
  label: (row: Row) => string;
  opens?: boolean;
  onEdit: ((row: Row) => void) | undefined;
}) {
  if (!onEdit) return [];
  return [
    createColumnHelper<Row>().display({
      id: 'edit',
      header,
      meta: { action: true },
      cell: (cell) => (
        <EditRowButton
          label={label(cell.row.original)}
          text={text}
          opens={opens}
          onClick={() => onEdit(cell.row.original)}
        />
      ),
    }),
  ];
}
