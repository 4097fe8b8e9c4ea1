import { describe, expect, it } from 'vitest';
import { toExportColumns, toTableColumns, type ListColumn } from './columns';

interface Row {
  amount?: number;
  image: string;
}
const columns: ListColumn<Row>[] = [
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    text: (row) => (row.amount === undefined ? 'N/A' : `NGN ${row.amount}`),
  },
  { id: 'image', header: 'Image', text: (row) => row.image, exported: false },
];

describe('list columns', () => {
  it('export the text the table shows, N/A included', () => {
    const [amount] = toExportColumns(columns);
    expect(toExportColumns(columns).map((column) => column.header)).toEqual(['Amount']);
    expect(amount?.value({ image: 'a.png' })).toBe('N/A');
    const [tableAmount] = toTableColumns(columns);
    expect(tableAmount?.cell?.({ image: 'a.png' })).toBe('N/A');
  });

  it('sort by the value, else by the text', () => {
    const [amount, image] = toTableColumns(columns);
    expect(amount?.value?.({ amount: 5, image: '' })).toBe(5);
    expect(image?.value?.({ image: 'b.png' })).toBe('b.png');
  });
});
