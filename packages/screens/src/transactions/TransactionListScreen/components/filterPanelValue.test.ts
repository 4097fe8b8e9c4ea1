import { describe, expect, it } from 'vitest';
import { fromFilterPanelValue, toFilterPanelValue } from './filterPanelValue';

const now = new Date(2024, 2, 28, 10, 0);

describe('toFilterPanelValue', () => {
  it("leaves the status empty for 'All' and drops empty fields", () => {
    expect(
      toFilterPanelValue(
        {
          status: 'All',
          dateRange: { from: '', to: '' },
          paymentReference: '',
          orderReference: '',
        },
        now,
      ),
    ).toEqual({ status: undefined, text: {} });
  });

  it('recovers the preset of a restored date range', () => {
    expect(
      toFilterPanelValue(
        {
          status: 'Successful',
          dateRange: { from: '2024-03-22', to: '2024-03-28' },
          paymentReference: 'PAY-1',
          orderReference: 'ORD-2',
        },
        now,
      ),
    ).toEqual({
      status: 'Successful',
      dateRange: { from: '2024-03-22', to: '2024-03-28' },
      datePreset: 'last7',
      text: { paymentReference: 'PAY-1', orderReference: 'ORD-2' },
    });
  });
});

describe('fromFilterPanelValue', () => {
  it('reads an empty panel as every status, date and reference', () => {
    expect(fromFilterPanelValue({})).toEqual({
      status: 'All',
      dateRange: { from: '', to: '' },
      paymentReference: '',
      orderReference: '',
    });
  });

  it('keeps a known status and refuses one the list does not offer', () => {
    expect(fromFilterPanelValue({ status: 'Reversed' }).status).toBe('Reversed');
    expect(fromFilterPanelValue({ status: 'Chargeback' }).status).toBe('All');
  });

  it('reads the dates and references', () => {
    expect(
      fromFilterPanelValue({
        dateRange: { from: '2024-03-01', to: '' },
        text: { orderReference: 'ORD-2' },
      }),
    ).toEqual({
      status: 'All',
      dateRange: { from: '2024-03-01', to: '' },
      paymentReference: '',
      orderReference: 'ORD-2',
    });
  });
});
