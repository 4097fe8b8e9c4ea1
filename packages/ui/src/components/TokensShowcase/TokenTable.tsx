import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/vars';

const Table = styled.table`
  width: 100%;
  max-width: 960px;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.primary};
  caption {
    text-align: start;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    padding-block-end: ${vars.space[3]};
  }
  th {
    text-align: start;
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text.secondary};
    border-block-end: 1px solid ${vars.color.border.strong};
  }
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    vertical-align: middle;
  }
  td {
    border-block-end: 1px solid ${vars.color.border.default};
  }
  code {
    font-family: ${vars.fontFamily.mono};
    font-size: ${vars.fontSize.xs};
  }
`;

export interface TokenTableProps {
  /** Table caption, e.g. 'Spacing'. */
  caption: string;
  /** Column headings. */
  columns: readonly string[];
  /** One row per token, cells in column order; the first cell is the row header. */
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}

/** A captioned table of tokens: what each token is called, what it holds, how it looks. */
export function TokenTable({ caption, columns, rows }: TokenTableProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key} data-token={key}>
            {cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A colour chip with its value beside it (the chip is decorative; the value is the text). */
export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 40px;
  height: 24px;
  margin-inline-end: ${vars.space[2]};
  vertical-align: middle;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border.default};
  background: ${({ $color }) => $color};
`;

/** A bar as long as a length token. */
export const Bar = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: 12px;
  background: ${vars.color.action.primary.bg};
  border-radius: 2px;
`;

/** A square with a corner radius token. */
export const RadiusBox = styled.span<{ $radius: string }>`
  display: inline-block;
  width: 48px;
  height: 48px;
  border: 2px solid ${vars.color.action.primary.bg};
  background: ${vars.color.bg.subtle};
  border-radius: ${({ $radius }) => $radius};
`;

/** Reads a custom property as the browser resolved it, so a story can check the global style. */
export const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

export const ShadowBox = styled.span<{ $shadow: string }>`
  display: inline-block;
  width: 64px;
  height: 40px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  box-shadow: ${({ $shadow }) => $shadow};
`;
