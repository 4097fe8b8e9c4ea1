import { describe, expect, it } from 'vitest';
import {
  filterParamKeys,
  filtersFromPanel,
  filtersFromParams,
  filtersToPanel,
  filtersToParams,
} from './filterCodec';
import { dateRangeFilter, defineFilters, selectFilter, textFilter } from './filterDefinition';
import { defineSearchParam, flagSearchParam, textSearchParam } from './searchParam';

const definition = defineFilters({
  direction: selectFilter({
    label: 'Direction',
    options: [
      { value: 'D', label: 'Debit' },
      { value: 'C', label: 'Credit' },
    ],
  }),
  dateRange: dateRangeFilter(),
  reference: textFilter('Reference'),
});
const params = (query: string) => new URLSearchParams(query);

describe('defineFilters', () => {
  it('derives the defaults: any choice, no dates, no text', () => {
    expect(definition.defaults).toEqual({
      direction: '',
      dateRange: { from: '', to: '' },
      reference: '',
    });
  });

  it('names every URL param the filter uses, a date range as from and to', () => {
    expect(filterParamKeys(definition)).toEqual(['direction', 'from', 'to', 'reference']);
  });
});

describe('the URL codec', () => {
  it('reads the defaults from an empty URL', () => {
    expect(filtersFromParams(definition, params(''))).toEqual(definition.defaults);
  });

  it('falls back to the default for an unknown choice or a malformed day', () => {
    expect(
      filtersFromParams(definition, params('direction=X&from=yesterday&to=2024-03-05')),
    ).toEqual({
      direction: '',
      dateRange: { from: '', to: '2024-03-05' },
      reference: '',
    });
  });

  it('leaves defaults out of the URL and trims text', () => {
    expect(
      filtersToParams(definition, {
        direction: 'D',
        dateRange: { from: '', to: '' },
        reference: '  REF-9 ',
      }),
    ).toEqual({ direction: 'D', reference: 'REF-9' });
    expect(filtersToParams(definition, definition.defaults)).toEqual({});
  });
});

describe('the filter panel mapping', () => {
  const now = new Date(2024, 2, 5, 12, 0);

  it('shows the applied filters, recovering the date preset', () => {
    expect(
      filtersToPanel(
        definition,
        { direction: 'C', dateRange: { from: '2024-03-05', to: '2024-03-05' }, reference: 'R' },
        now,
      ),
    ).toEqual({
      select: { direction: 'C' },
      dateRange: { from: '2024-03-05', to: '2024-03-05' },
      datePreset: 'today',
      text: { reference: 'R' },
    });
  });

  it('reads what the panel applied', () => {
    expect(filtersFromPanel(definition, { select: { direction: 'D' } })).toEqual({
      direction: 'D',
      dateRange: { from: '', to: '' },
      reference: '',
    });
  });
});

describe('a single search param', () => {
  const dialog = defineSearchParam<{ id: string }>('dialog', {
    parse: (raw) => (raw.startsWith('edit:') ? { id: raw.slice(5) } : null),
    format: ({ id }) => `edit:${id}`,
  });

  it('reads its value, and null when absent or unreadable', () => {
    expect(dialog.read(params('dialog=edit:7&page=2'))).toEqual({ id: '7' });
    expect(dialog.read(params('page=2'))).toBeNull();
    expect(dialog.read(params('dialog=nonsense'))).toBeNull();
  });

  it('writes its value into a copy and keeps the other params', () => {
    const current = params('page=2');
    expect(dialog.write(current, { id: '7' }).toString()).toBe('page=2&dialog=edit%3A7');
    expect(current.toString()).toBe('page=2');
  });

  it('removes itself for null', () => {
    expect(dialog.write(params('dialog=edit:7&page=2'), null).toString()).toBe('page=2');
  });

  it('writes a value equal to a default, unlike a list filter (the URL names the open tab)', () => {
    const tab = textSearchParam('tab');
    expect(tab.write(params(''), 'profile').toString()).toBe('tab=profile');
    expect(tab.read(params('tab='))).toBe('');
  });

  it('reads a flag only as 1', () => {
    const reset = flagSearchParam('reset');
    expect(reset.read(params('reset=1'))).toBe(true);
    expect(reset.read(params('reset=0'))).toBeNull();
    expect(reset.write(params(''), true).toString()).toBe('reset=1');
  });
});
