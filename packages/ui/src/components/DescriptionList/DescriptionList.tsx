import { forwardRef, useId, type HTMLAttributes, type Key, type ReactNode } from 'react';
import {
  DescriptionListDetails,
  DescriptionListGrid,
  DescriptionListItem,
  DescriptionListRoot,
  DescriptionListTerm,
  DescriptionListTitle,
  type DescriptionListColumns,
} from './DescriptionList.styles';

export interface DescriptionListEntry {
  /** The field name, e.g. 'Payment reference'. */
  label: string;
  /** The value; `null`, `undefined` and '' count as empty. */
  value?: ReactNode;
  /** Shown instead of an empty value for this item only, e.g. '0' for the customer fee. */
  emptyText?: string;
  /** React key; defaults to the label. */
  id?: Key;
}

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Section heading, e.g. 'Order details'. */
  title?: ReactNode;
  /** Level of the section heading. */
  headingLevel?: 2 | 3 | 4;
  /** The label/value pairs in reading order. */
  items: readonly DescriptionListEntry[];
  /** Columns on wide screens; the grid drops to one column on phones. */
  columns?: DescriptionListColumns;
  /** Shown for empty values unless an item sets its own. */
  emptyText?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label/value pairs of a detail view laid out in a grid, with empty values written as 'N/A'. */
export const DescriptionList = forwardRef<HTMLElement, DescriptionListProps>(
  function DescriptionList(
    { title, headingLevel = 2, items, columns = 2, emptyText = 'N/A', ...rest },
    ref,
  ) {
    const titleId = useId();
    return (
      <DescriptionListRoot
        ref={ref}
        aria-labelledby={title !== undefined ? titleId : undefined}
        {...rest}
      >
        {title !== undefined && (
          <DescriptionListTitle as={`h${headingLevel}`} id={titleId}>
            {title}
          </DescriptionListTitle>
        )}
        <DescriptionListGrid $columns={columns}>
          {items.map((item) => (
            <DescriptionListItem key={item.id ?? item.label}>
              <DescriptionListTerm>{item.label}</DescriptionListTerm>
              <DescriptionListDetails>
                {isEmpty(item.value) ? (item.emptyText ?? emptyText) : item.value}
              </DescriptionListDetails>
            </DescriptionListItem>
          ))}
        </DescriptionListGrid>
      </DescriptionListRoot>
    );
  },
);
