import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { mountRoot, unmountRoot } from '../../testing/reactRoot';
import { preloadLazyParts } from '../../hooks/lazyPart';
import { DataTable, type DataTableProps } from './DataTable';
import { loadCards } from './loadCards';
import { transactionColumns, type SampleTransaction } from './DataTable.fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Holds the engine's module back until the test has seen the placeholder on both layouts. */
const engine = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
});
vi.mock('./DataTableEngine', async (importOriginal) => {
  await engine.released;
  return importOriginal();
});

/** A loading list as the transactions page draws it: paged, sorted, selectable, with a menu. */
const loadingList: DataTableProps<SampleTransaction> = {
  label: 'Transactions',
  columns: transactionColumns,
  data: [],
  getRowId: (row) => row.id,
  loading: true,
  sort: { columnId: 'amount', direction: 'desc' },
  pagination: { pageIndex: 0, pageSize: 10, total: 0 },
  selection: [],
  onSelectionChange: () => undefined,
  rowActions: () => [],
};

/**
 * The markup without React's generated ids, which differ with the element's place in the tree,
 * and without the `disabled` of the sort buttons and of a phone's 'Sort by': they wait for the
 * engine, which sorts.
 */
const markup = (host: HTMLElement) =>
  host.innerHTML
    .replaceAll(/_r_[0-9a-z]+_/g, 'ID')
    .replaceAll(/(<button type="button" data-sorted="\w+") disabled=""/g, '$1')
    .replaceAll(/(<select[^>]*?) disabled=""/g, '$1');

/**
 * The table's markup once React has drawn what the last step changed, and the select-all
 * checkbox (loaded on its own, SelectionCheckbox) is in.
 */
async function drawn(host: HTMLElement) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await vi.waitFor(() =>
    expect(host.querySelector('thead input, [data-skeleton-cards]')).not.toBeNull(),
  );
  const table = host.querySelector('[data-ui="data-table"]');
  expect(table?.getAttribute('data-state')).toBe('loading');
  return { layout: table?.getAttribute('data-layout'), markup: markup(host) };
}

it('draws the same loading table before its engine has loaded as after, so nothing moves', async () => {
  const { host, root } = mountRoot();
  await page.viewport(1366, 768);
  act(() =>
    root.render(
      <ThemeProvider>
        <DataTable {...loadingList} />
      </ThemeProvider>,
    ),
  );
  // The engine is held back: the placeholder, on a laptop and then on a phone.
  const laptopPlaceholder = await drawn(host);
  await page.viewport(390, 844);
  const phonePlaceholder = await drawn(host);

  // The engine arrives, with the card view the phone draws (the table mounted on a laptop, so
  // its engine was asked for without the cards).
  engine.release();
  await act(() => Promise.all([preloadLazyParts(), loadCards()]));
  const phoneEngine = await drawn(host);
  await page.viewport(1366, 768);
  const laptopEngine = await drawn(host);

  expect([laptopPlaceholder.layout, phonePlaceholder.layout]).toEqual(['table', 'cards']);
  expect(laptopPlaceholder.markup).toContain('<tbody>');
  expect(laptopEngine).toEqual(laptopPlaceholder);
  expect(phoneEngine).toEqual(phonePlaceholder);
  unmountRoot(host, root);
});
