import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import {
  makeTransaction,
  makeTransactions,
  transactionColumns,
  type SampleTransaction,
} from './DataTable.fixtures';

const rows25 = makeTransactions(25);
const rows10k = makeTransactions(10_000);

const meta: Meta<typeof DataTable<SampleTransaction>> = {
  title: 'UI/DataTable',
  component: DataTable<SampleTransaction>,
  args: {
    label: 'Transactions',
    columns: transactionColumns,
    data: rows25,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.paymentReference,
    emptyText: 'You currently do not have any transactions',
    pageSize: 10,
    onSortChange: fn(),
    onPaginationChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Text of the cells of one column, in the order shown. */
function columnText(canvasElement: HTMLElement, columnIndex: number): string[] {
  const table = within(canvasElement).getByRole('table', { name: 'Transactions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[columnIndex]?.textContent ?? '');
}

const sortedCopy = (values: string[], compare: (a: string, b: string) => number) =>
  [...values].sort(compare);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

export const SortByText: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Customer/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(canvas.getByRole('button', { name: 'Customer' }));

    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'customerName',
      direction: 'asc',
    });
    const allNames = rows25.map((r) => r.customerName.toLowerCase());
    const expectedFirst = sortedCopy(allNames, (a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, 10);
    await expect(columnText(canvasElement, 1).map((n) => n.toLowerCase())).toEqual(expectedFirst);

    await userEvent.click(canvas.getByRole('button', { name: 'Customer' }));

    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const expectedLast = sortedCopy(allNames, (a, b) => (a < b ? 1 : a > b ? -1 : 0)).slice(0, 10);
    await expect(columnText(canvasElement, 1).map((n) => n.toLowerCase())).toEqual(expectedLast);
  },
};

export const SortByAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));

    const smallest = Math.min(...rows25.map((r) => r.amount));
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const amounts = columnText(canvasElement, 4).map((t) => Number(t.replace(/[^\d.]/g, '')));
    await expect(amounts[0]).toBe(smallest);
    await expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  },
};

export const ClientPagination: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));

    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByText('11–20 of 25')).toBeVisible();
    await expect(columnText(canvasElement, 3)[0]).toBe(rows25[10]?.paymentReference);
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '20');

    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
  },
};

export const ServerPagination: Story = {
  args: {
    data: rows25.slice(0, 10),
    pageSize: undefined,
    pagination: { pageIndex: 0, pageSize: 10, total: 1234 },
    manualSorting: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 124')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '1235');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));

    await expect(args.onPaginationChange).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10 });
  },
};

export const ServerSorting: Story = {
  args: {
    data: rows25.slice(0, 10),
    pageSize: undefined,
    pagination: { pageIndex: 0, pageSize: 10, total: 25 },
    manualSorting: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const before = columnText(canvasElement, 4);

    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));

    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'amount', direction: 'asc' });
    // The server sorts: the table shows the rows as given.
    await expect(columnText(canvasElement, 4)).toEqual(before);
  },
};

export const Selection: Story = {
  args: { onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);

    // The selection checkboxes load with the first table that shows them.
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select row 2' }));

    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([rows25[1]?.id]);
    await expect(canvas.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    await waitFor(() =>
      expect(
        (canvas.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement)
          .indeterminate,
      ).toBe(true),
    );

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));

    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(rows25.map((r) => r.id)),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
  },
};

export const ControlledSelection: Story = {
  args: { selection: ['txn-1', 'txn-3'], onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select row 2' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select row 3' })).toBeChecked();
  },
};

const viewDetails = fn();

export const RowActions: Story = {
  args: {
    data: [makeTransaction({ id: 'a', paymentReference: 'PAY-42' })],
    pageSize: undefined,
  },
  render: function Render(args) {
    return (
      <DataTable<SampleTransaction>
        {...args}
        rowActions={(row) => [{ label: 'View details', onSelect: () => viewDetails(row.id) }]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for PAY-42' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View details' }));

    await expect(viewDetails).toHaveBeenCalledWith('a');
  },
};

export const Search: Story = {
  args: { search: 'pay-00002' },
  play: async ({ canvasElement }) => {
    // Case-insensitive: PAY-000020 to PAY-000025 match.
    await expect(columnText(canvasElement, 3)).toEqual([
      'PAY-000020',
      'PAY-000021',
      'PAY-000022',
      'PAY-000023',
      'PAY-000024',
      'PAY-000025',
    ]);
    await expect(within(canvasElement).getByText('Page 1 of 1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You currently do not have any transactions')).toBeVisible();
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  },
};

export const EmptyWithSelection: Story = {
  args: { data: [], onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You currently do not have any transactions')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Transactions');
    // Loading is explicit: empty data while loading MUST NOT show the empty text.
    await expect(canvas.queryByText('You currently do not have any transactions')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]').length).toBeGreaterThan(0);
  },
};

export const ErrorStory: Story = {
  name: 'Error',
  args: { data: [], error: { message: 'Something went wrong!', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));

    await expect(args.error?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const TenThousandRows: Story = {
  args: { data: rows10k, pageSize: undefined, maxHeight: '480px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Virtualized: only the rows in view (plus a few) are in the DOM.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);

    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));

    const smallest = Math.min(...rows10k.map((r) => r.amount));
    await waitFor(() =>
      expect(Number(columnText(canvasElement, 4)[0]?.replace(/[^\d.]/g, ''))).toBe(smallest),
    );
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveAttribute('aria-rowindex', '2');
  },
};

export const ScrollVirtualizedRows: Story = {
  args: { data: rows10k, pageSize: undefined, maxHeight: '480px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Transactions' });
    await expect(region).toHaveAttribute('tabindex', '0');
    // The virtualizer loads on first use (the first rows show plainly meanwhile); it has taken
    // over once a spacer holds the height of every row and it shows rows of its own.
    await waitFor(
      () => {
        expect(region.scrollHeight).toBeGreaterThan(10_000 * 52);
        expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
      },
      { timeout: 5_000 },
    );

    region.scrollTop = region.scrollHeight;

    // The last rows are rendered once scrolled to, with spacer rows keeping the scroll height.
    await waitFor(
      () => {
        const rows = canvas.getAllByRole('row');
        expect(rows[rows.length - 1]).toHaveAttribute('aria-rowindex', '10001');
      },
      { timeout: 5_000 },
    );
    await expect(columnText(canvasElement, 3).at(-1)).toBe('PAY-010000');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await expect(region.scrollHeight).toBeGreaterThan(10_000 * 52);
  },
};

/** The columns a merchant sees at 1366px with the sidebar open (content about 1068px wide). */
const LAPTOP_CONTENT_WIDTH = 1068;
/** A 390px phone with the sidebar collapsed to icons (72px) and the content's padding. */
const PHONE_CONTENT_WIDTH = 286;

const longRow = makeTransaction({
  id: 'long',
  customerName: 'Oluwadamilare Adebayo-Williams Okonkwo-Balogun',
  customerEmail: 'oluwadamilare.adebayo-williams.okonkwo@lagosfreshfoods.example.com',
  paymentReference: 'PAY-2026-11-23-000000001-LAGOS-FRESH-FOODS',
});

/** Header cells whose right edge passes the table's frame (hidden until scrolled to). */
function headersPastEdge(canvasElement: HTMLElement): string[] {
  const region = within(canvasElement).getByRole('region', { name: 'Transactions' });
  const right = region.getBoundingClientRect().right;
  return within(region)
    .getAllByRole('columnheader')
    .filter((cell) => cell.getBoundingClientRect().right > right + 0.5)
    .map((cell) => cell.textContent ?? '');
}

export const FitsLaptop: Story = {
  args: { data: [longRow, ...rows25.slice(0, 4)], pageSize: undefined },
  render: function Render(args) {
    return (
      <div style={{ width: LAPTOP_CONTENT_WIDTH }}>
        <DataTable<SampleTransaction>
          {...args}
          onSelectionChange={fn()}
          rowActions={(row) => [{ label: 'View details', onSelect: () => viewDetails(row.id) }]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Transactions' });
    await expect(canvas.getByRole('columnheader', { name: 'Action' })).toBeVisible();
    await expect(headersPastEdge(canvasElement)).toEqual([]);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);

    // The long reference reads in full on one line; the long e-mail wraps inside its cell.
    const reference = canvas.getByRole('cell', { name: longRow.paymentReference });
    await expect(reference).toHaveAttribute('data-kind', 'reference');
    await expect(reference.scrollWidth).toBeLessThanOrEqual(reference.clientWidth);
    const email = canvas.getByRole('cell', { name: longRow.customerEmail });
    await expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth);
    await expect(email.getClientRects()[0]?.height).toBeGreaterThan(reference.offsetHeight / 2);

    // A date puts its time on a second line.
    const [date] = canvas.getAllByRole('cell', { name: /^05-Mar-2024/ });
    await expect(date?.textContent).toBe('05-Mar-2024\n02:07:09 pm');
    await expect(date?.offsetHeight).toBeGreaterThan(2 * 16);
  },
};

export const Narrow: Story = {
  args: { pageSize: undefined, data: rows25.slice(0, 8) },
  render: function Render(args) {
    return (
      <div style={{ width: PHONE_CONTENT_WIDTH }}>
        <DataTable<SampleTransaction>
          {...args}
          rowActions={(row) => [{ label: 'View details', onSelect: () => viewDetails(row.id) }]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.firstElementChild;
    const region = canvas.getByRole('region', { name: 'Transactions' });
    // The table scrolls inside its own area; the page around it keeps its width.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(PHONE_CONTENT_WIDTH);

    const [, firstRow] = canvas.getAllByRole('row');
    const [firstHeader] = canvas.getAllByRole('columnheader');
    const [firstCell] = firstRow ? within(firstRow).getAllByRole('cell') : [];
    const headerLeft = firstHeader?.getBoundingClientRect().left;
    const cellLeft = firstCell?.getBoundingClientRect().left;
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));

    // The first column stays pinned while the others scroll under it.
    await expect(firstHeader?.getBoundingClientRect().left).toBe(headerLeft);
    await expect(firstCell?.getBoundingClientRect().left).toBe(cellLeft);
    await expect(
      canvas.getByRole('columnheader', { name: 'Action' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(region.getBoundingClientRect().right + 0.5);
  },
};

/** A phone (390×844, the preview's 'phone' viewport): the vitest addon sets it before rendering. */
const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

export const PhoneCards: Story = {
  globals: phoneGlobals,
  args: { data: [longRow, ...rows25.slice(0, 9)] },
  render: function Render(args) {
    return (
      <DataTable<SampleTransaction>
        {...args}
        onSelectionChange={fn()}
        rowActions={(row) => [{ label: 'View details', onSelect: () => viewDetails(row.id) }]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arrange: a phone shows cards, not a table.
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Transactions' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);

    // Assert: the amount, then the status lead each card; nothing passes the screen's edge.
    const first = cards[0] as HTMLElement;
    const labels = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(labels.slice(0, 2)).toEqual(['Amount', 'Status']);
    await expect(labels).toHaveLength(transactionColumns.length);
    for (const value of first.querySelectorAll<HTMLElement>('dd:not([data-kind="text"])')) {
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);

    // Act: the row's menu and its checkbox are on the card.
    await userEvent.click(
      within(first).getByRole('button', { name: `Actions for ${longRow.paymentReference}` }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'View details' }),
    );
    await expect(viewDetails).toHaveBeenCalledWith(longRow.id);
    await userEvent.click(await within(first).findByRole('checkbox', { name: 'Select row 1' }));
    await expect(first).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
  },
};

/**
 * A phone's cards have no headers to press: 'Sort by' above them offers each sortable column in
 * both directions, and choosing one orders every row, as a header would.
 */
export const PhoneSort: Story = {
  globals: phoneGlobals,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sortBy = await canvas.findByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveValue('');

    await userEvent.selectOptions(sortBy, 'Amount (descending)');

    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'amount', direction: 'desc' });
    const largest = Math.max(...rows25.map((row) => row.amount));
    const list = await canvas.findByRole('list', { name: 'Transactions' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveAccessibleName(
      rows25.find((row) => row.amount === largest)?.paymentReference ?? '',
    );
    await userEvent.selectOptions(sortBy, 'Not sorted');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
  },
};

export const PhoneEmpty: Story = {
  globals: phoneGlobals,
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText('You currently do not have any transactions')).toBeVisible();
  },
};

/**
 * A phone while the first page loads, beside the same page loaded: a screen of placeholder
 * cards, each shaped like a card, so the cards that arrive take their places without moving
 * (Cumulative Layout Shift).
 */
export const PhoneLoading: Story = {
  globals: phoneGlobals,
  args: { data: rows25.slice(0, 10) },
  render: function Render(args) {
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <div data-testid="loading">
          {/* Its own name: two lists with one name would be two equal landmarks. */}
          <DataTable<SampleTransaction> {...args} label="Pending transactions" data={[]} loading />
        </div>
        <div data-testid="loaded">
          <DataTable<SampleTransaction> {...args} />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arrange: the loaded twin's cards are in (their code loads on first use).
    const loaded = canvas.getByTestId('loaded');
    await within(loaded).findByRole('list', { name: 'Transactions' });
    const loading = canvas.getByTestId('loading');

    // Assert: a screen of placeholder cards (four of the ten awaited), hidden from assistive
    // technology (the status says it)...
    const skeleton = loading.querySelector<HTMLElement>('[data-skeleton-cards]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(4);
    await expect(within(loading).getByRole('status')).toHaveTextContent(
      'Loading Pending transactions',
    );
    // ...as tall as the cards that take their places, within a few pixels; the pagination comes
    // with the rows, so nothing stands below the placeholder to move.
    const skeletonHeight = skeleton?.getBoundingClientRect().height ?? 0;
    const [first, , , fourth] = within(loaded).getByRole('list', { name: 'Transactions' }).children;
    const fourCards =
      (fourth?.getBoundingClientRect().bottom ?? 0) - (first?.getBoundingClientRect().top ?? 0);
    await expect(Math.abs(skeletonHeight - fourCards) / fourCards).toBeLessThan(0.05);
    await expect(within(loading).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
