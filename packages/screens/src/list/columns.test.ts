import { defineStatusMap, money } from '@merchant/ui';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListColumn } from './columns';
import {
  amountColumn,
  chooseColumns,
  columnDetails,
  dateColumn,
  referenceColumn,
  statusColumn,
  textColumn,
  toExportColumns,
  toTableColumns,
} from './columns';

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

interface Payment {
  id: string;
  dateCreated?: string;
  amount: number;
  fee?: number;
  currency?: string;
  status?: string;
  reference?: string;
  customerEmail?: string;
}
const payment: Payment = {
  id: 'p1',
  dateCreated: '2024-03-05T14:07:09',
  amount: 1500,
  currency: 'USD',
  status: 'InActive',
  reference: 'REF-1',
};
const blank: Payment = { id: 'p2', amount: 0, reference: ' ' };
const statusMap = defineStatusMap({ InActive: { label: 'Inactive', tone: 'red' } });

describe('the columns a merchant chose', () => {
  const [amount, image] = columns;
  it('are the spec’s columns while none were chosen', () => {
    expect(chooseColumns(columns, null)).toBe(columns);
  });

  it('show the chosen ones in the chosen order, skipping ids the list no longer has', () => {
    expect(chooseColumns(columns, ['image', 'gone', 'amount'])).toEqual([image, amount]);
    expect(chooseColumns(columns, ['amount'])).toEqual([amount]);
  });

  it('fall back to the spec’s columns when the choice names none of them', () => {
    expect(chooseColumns(columns, ['gone'])).toBe(columns);
  });
});

describe('column builders', () => {
  it('date: a sortable date column in the list’s pattern, N/A when missing', () => {
    const column = dateColumn<Payment>('dateCreated', 'Date', 'transaction');
    expect(column).toMatchObject({ id: 'dateCreated', kind: 'date', header: 'Date' });
    expect(column).toMatchObject({ sortable: true, sortKind: 'date' });
    expect(column.text(payment)).toBe('05-Mar-2024 02:07:09 pm');
    expect(column.value?.(payment)).toBe(payment.dateCreated);
    expect(column.text(blank)).toBe('N/A');
  });

  it('amount: money in the row’s currency, sorted as a number; 0 or N/A when missing', () => {
    const column = amountColumn<Payment>('amount', 'Amount', (row) => row.currency ?? 'NGN');
    expect(column).toMatchObject({
      id: 'amount',
      kind: 'amount',
      sortable: true,
      sortKind: 'number',
    });
    expect(column.text(payment)).toBe(money(1500, 'USD'));
    expect(column.value?.(payment)).toBe(1500);
    const fee = amountColumn<Payment>('fee', 'Fee', 'NGN', { sortable: false });
    expect(fee.sortable).toBe(false);
    expect(fee.text(payment)).toBe(money(0, 'NGN'));
    expect(amountColumn<Payment>('fee', 'Fee', 'NGN', { orNA: true }).text(payment)).toBe('N/A');
  });

  it('status: the badge in the cell, its label in the text and the export', () => {
    const column = statusColumn<Payment>('status', 'Status', statusMap);
    expect(column).toMatchObject({ id: 'status', kind: 'status', sortable: true });
    expect(column.text(payment)).toBe('Inactive');
    expect(column.text(blank)).toBe('N/A');
    const cell = column.cell?.(payment);
    expect(isValidElement(cell) && cell.props).toMatchObject({
      status: 'InActive',
      map: statusMap,
    });
    expect(toExportColumns([column])[0]?.value(payment)).toBe('Inactive');
  });

  it('reference and text: the value, empty or N/A when missing; options override any field', () => {
    const reference = referenceColumn<Payment>('reference', 'Reference', { sortable: false });
    expect(reference).toMatchObject({ id: 'reference', kind: 'reference', sortable: false });
    expect(reference.text(payment)).toBe('REF-1');
    expect(referenceColumn<Payment>('reference', 'Ref', { orNA: true }).text(blank)).toBe('N/A');
    const email = textColumn<Payment>('customerEmail', 'Email', { id: 'email' });
    expect(email).toMatchObject({ id: 'email', header: 'Email', sortable: true });
    expect(email.kind).toBeUndefined();
    expect(email.text(payment)).toBe('');
  });

  it('details: one label/value pair per column, the badge where the table shows one', () => {
    const columns = [
      textColumn<Payment>('reference', 'Reference'),
      statusColumn<Payment>('status', 'Status', statusMap),
    ];
    const [reference, status] = columnDetails(columns, payment);
    expect(reference).toEqual({ label: 'Reference', value: 'REF-1' });
    expect(status?.label).toBe('Status');
    expect(isValidElement(status?.value) && status.value.props).toMatchObject({
      status: 'InActive',
    });
  });
});
