import { memo, type CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { boneLook, pulsing } from '../Skeleton/Skeleton.styles';
import { cardOrder } from './cardOrder';
import { Cell } from './DataTable.styles';
import type { DataTableColumn } from './DataTable.types';
import { CardFields, CardItem, CardList } from './DataTableCards.styles';
import { CheckboxSpace } from './SelectionCheckbox';

/** How many placeholder rows stand for a page: ten at most on a paged list, five otherwise. */
export function skeletonRowCount(pageSize: number, paged: boolean) {
  return Math.min(pageSize, paged ? 10 : 5);
}

export interface DataTableSkeletonRowsProps {
  /** How many placeholder rows. */
  rows: number;
  /** How many cells per row. */
  columns: number;
}

// Varied widths read as text rather than as a grid of bars.
const WIDTHS = ['70%', '55%', '85%', '60%', '45%', '75%'];

/**
 * A placeholder's bars are pseudo-elements of the cells and fields they stand in, sized by a
 * `--bar` width: an element per bar would make the placeholder cost more to render than the
 * rows that replace it. The row or the card list pulses, not each bar (`pulsing`).
 */
const bar = css`
  content: '';
  width: var(--bar);
  height: 1em;
  ${boneLook}
`;
const barWidth = (width: string) => ({ '--bar': width }) as CSSProperties;

const SkeletonRow = styled.tr`
  ${pulsing}
  & > td::before {
    ${bar}
    display: block;
    height: 14px;
  }
`;

/**
 * Placeholder rows while the first load runs; hidden from assistive technology (a status says it).
 * Memoised, as are the cards: a page re-rendering while its first answer is awaited (its read's
 * state settling) would otherwise redraw every bar.
 */
export const DataTableSkeletonRows = memo(function DataTableSkeletonRows({
  rows,
  columns,
}: DataTableSkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <SkeletonRow key={row} aria-hidden="true" data-skeleton-row="">
          {Array.from({ length: columns }, (_, col) => (
            <Cell key={col} style={barWidth(WIDTHS[(row + col) % WIDTHS.length] ?? '60%')} />
          ))}
        </SkeletonRow>
      ))}
    </>
  );
});

/**
 * A bar on a text's line: inline, so its field keeps the line height of the text it stands for
 * and a skeleton card is as tall as the card that replaces it. A date's value has a second bar
 * under the first, as a date shows its time on a second line.
 */
const SkeletonCardList = styled(CardList)`
  ${pulsing}
  & dt::before,
  & dd::before,
  & dd[data-kind='date']::after {
    ${bar}
    display: inline-block;
    vertical-align: middle;
  }
  & dd[data-kind='date']::after {
    width: 3.5em;
  }
`;

// A card's value sits at the end of its line, sized by its text: widths in em, not percentages.
const VALUE_WIDTHS = ['7em', '5.5em', '8em', '6em', '4.5em', '6.5em'];

/**
 * The most placeholder cards drawn: a phone's screen holds three or four below a list's title
 * and filters, and the rest of a page of ten would only be styled and laid out off-screen in the
 * task a list's first paint waits on. The pagination comes with the rows, so nothing on the
 * screen stands below the placeholder to move when they arrive.
 */
const CARDS_ON_A_SCREEN = 4;

export interface DataTableSkeletonCardsProps<Row> {
  /** How many rows are awaited (a phone's screen of them is drawn). */
  rows: number;
  /** The table's columns: one field per column, a date on two lines as the card shows it. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Whether the cards will have a selection checkbox (its room is kept). */
  selectable: boolean;
}

/**
 * The phone's placeholder cards, shaped like the cards: when the rows arrive, the cards on the
 * screen take their places without moving (Cumulative Layout Shift).
 */
function SkeletonCards<Row>({ rows, columns, selectable }: DataTableSkeletonCardsProps<Row>) {
  const fields = cardOrder(columns);
  return (
    <SkeletonCardList aria-hidden="true" data-skeleton-cards="">
      {Array.from({ length: Math.min(rows, CARDS_ON_A_SCREEN) }, (_, row) => (
        <CardItem key={row}>
          <div>{selectable && <CheckboxSpace />}</div>
          <CardFields>
            {fields.map((column, index) => (
              <div key={column.id}>
                <dt style={barWidth(`${4 + ((row + index) % 3)}em`)} />
                <dd
                  data-kind={column.kind ?? 'text'}
                  style={barWidth(VALUE_WIDTHS[(row + index) % VALUE_WIDTHS.length] ?? '6em')}
                >
                  {column.kind === 'date' && <br />}
                </dd>
              </div>
            ))}
          </CardFields>
          <div />
        </CardItem>
      ))}
    </SkeletonCardList>
  );
}

export const DataTableSkeletonCards = memo(SkeletonCards) as typeof SkeletonCards;
