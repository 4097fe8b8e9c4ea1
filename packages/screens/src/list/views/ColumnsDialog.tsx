import { useEffect, useId, useRef, useState } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  Checkbox,
  FieldError,
  IconButton,
  Modal,
  VisuallyHidden,
} from '@merchant/ui';
import { ColumnList, ColumnMoves, ColumnRow, Footer, FooterEnd } from './ColumnsDialog.styles';

/** A column as the picker lists it. */
export interface PickableColumn {
  /** The column's id. */
  id: string;
  /** Its header. */
  header: string;
}

export interface ColumnsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The spec's columns, in the spec's order. */
  columns: readonly PickableColumn[];
  /** Ids of the columns shown, in order; null for the spec's columns. */
  shown: readonly string[] | null;
  /** Cancel, Close, Escape and the backdrop: nothing changes. */
  onClose: () => void;
  /** Called with the columns to show in order, or null when that is the spec's own choice. */
  onApply: (shown: readonly string[] | null) => void;
}

type Direction = 'up' | 'down';

/** Every column in the order it is listed: the shown ones first, in their order. */
function initialOrder(columns: readonly PickableColumn[], shown: readonly string[] | null) {
  const ids = columns.map((column) => column.id);
  if (!shown) return ids;
  const kept = shown.filter((id) => ids.includes(id));
  return [...kept, ...ids.filter((id) => !kept.includes(id))];
}

/**
 * Chooses a list's columns: a check box shows or hides each, Move up and Move down order them
 * (the keyboard's way to reorder; focus stays on the moved column), and 'Reset to the standard
 * columns' brings the spec's back. Nothing changes until Apply; at least one column stays shown.
 */
export function ColumnsDialog({ open, columns, shown, onClose, onApply }: ColumnsDialogProps) {
  const [order, setOrder] = useState(() => initialOrder(columns, shown));
  const [hidden, setHidden] = useState(
    () => new Set(shown ? columns.map((c) => c.id).filter((id) => !shown.includes(id)) : []),
  );
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const errorId = useId();
  const moves = useRef(new Map<string, HTMLButtonElement | null>());
  const headerOf = new Map(columns.map((column) => [column.id, column.header]));
  const visible = order.filter((id) => !hidden.has(id));

  // A moved row's button is re-inserted in the DOM; give focus back to it, or to its other
  // button once it reaches an end of the list.
  useEffect(() => {
    if (!moved) return;
    const other: Direction = moved.direction === 'up' ? 'down' : 'up';
    const button = moves.current.get(`${moved.id}-${moved.direction}`);
    (button && !button.disabled ? button : moves.current.get(`${moved.id}-${other}`))?.focus();
  }, [moved, order]);

  const move = (id: string, direction: Direction) => {
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const next = [...order];
    [next[from], next[to]] = [next[to] as string, id];
    setOrder(next);
    setMoved({ id, direction });
    setAnnouncement(`${headerOf.get(id)} moved to position ${to + 1} of ${order.length}`);
  };
  const toggle = (id: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(id);
    else next.add(id);
    setHidden(next);
  };
  const reset = () => {
    setOrder(columns.map((column) => column.id));
    setHidden(new Set());
    setAnnouncement('The standard columns are back');
  };
  const apply = () => {
    const standard = columns.map((column) => column.id);
    const isStandard =
      visible.length === standard.length && visible.every((id, index) => id === standard[index]);
    onApply(isStandard ? null : visible);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Choose columns"
      description="Tick the columns to show and set their order. The export can still write every column."
      footer={
        <Footer>
          <Button variant="link" onClick={reset}>
            Reset to the standard columns
          </Button>
          <FooterEnd>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={apply} disabled={visible.length === 0}>
              Apply
            </Button>
          </FooterEnd>
        </Footer>
      }
    >
      <ColumnList aria-label="Columns">
        {order.map((id, index) => {
          const header = headerOf.get(id) ?? id;
          return (
            <ColumnRow key={id}>
              <Checkbox
                label={header}
                checked={!hidden.has(id)}
                onChange={(event) => toggle(id, event.currentTarget.checked)}
              />
              <ColumnMoves>
                <IconButton
                  ref={(button) => void moves.current.set(`${id}-up`, button)}
                  label={`Move ${header} up`}
                  icon={<ArrowUpIcon size={16} />}
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(id, 'up')}
                />
                <IconButton
                  ref={(button) => void moves.current.set(`${id}-down`, button)}
                  label={`Move ${header} down`}
                  icon={<ArrowDownIcon size={16} />}
                  variant="ghost"
                  size="sm"
                  disabled={index === order.length - 1}
                  onClick={() => move(id, 'down')}
                />
              </ColumnMoves>
            </ColumnRow>
          );
        })}
      </ColumnList>
      <div role="alert">
        {visible.length === 0 && <FieldError id={errorId}>Choose at least one column</FieldError>}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Modal>
  );
}
