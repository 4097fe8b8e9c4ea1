import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import { sampleColumns, sampleFilters, sampleRows, type SampleRow } from '../fixtures/sampleList';
import { ListScreen, type ListScreenProps } from './ListScreen';

type Props = ListScreenProps<SampleRow, typeof sampleFilters.fields>;
const rows = sampleRows(25);
const page = (index: number) => rows.slice(index * 10, index * 10 + 10);
import { listControlArgs } from '../fixtures/stateStories';

const meta: Meta<Props> = {
  title: 'Screens/List/ListScreen',
  component: ListScreen as (props: Props) => ReturnType<typeof ListScreen>,
  args: {
    title: 'Payment Links',
    data: { status: 'ready', data: { rows: page(0), total: 25, complete: false } },
    columns: sampleColumns,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.reference,
    emptyText: 'You currently do not have any payment links',
    filter: { definition: sampleFilters, value: sampleFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    rowActions: () => [{ label: 'View details', onSelect: fn() }],
    now: () => new Date(2024, 2, 28, 10, 0),
  },
};
export default meta;
type Story = StoryObj<Props>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Payment Links' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment Links (25)' })).toBeVisible();
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 25')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('table', { name: 'Payment Links' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: { status: 'ready', data: { rows: [], total: 0, complete: true } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You currently do not have any payment links'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    if (args.data.status === 'error') await expect(args.data.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Newer rows are loading: the old ones stay, with a visible and announced sign. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Updating the list' })).toBeVisible();
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(11);
  },
};

/** A complete list is sorted across every row and paged in the browser, page from the props. */
export const CompleteSortedAcrossPages: Story = {
  args: {
    data: { status: 'ready', data: { rows, total: 25, complete: true } },
    sort: { columnId: 'amount', direction: 'desc' },
    pagination: { pageIndex: 1, pageSize: 10 },
  },
  play: async ({ canvasElement, args }) => {
    const first = within(table(canvasElement).getAllByRole('row')[1] as HTMLElement);
    // Descending amounts: page 2 starts with the 11th largest, REF-015.
    await expect(first.getByText('REF-015')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(args.onPaginationChange).toHaveBeenCalledWith({ pageIndex: 2, pageSize: 10 });
  },
};

export const SortAsks: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Amount' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'amount', direction: 'asc' });
  },
};

export const ExportCsv: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await userEvent.click(within(document.body).getByRole('menuitem', { name: '.csv' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv', 'shown');
  },
};

/**
 * While the file is built in its worker: the export menu is disabled and the note shows how far
 * the file is, with Cancel (the line loads with the first export).
 */
export const ExportProgress: Story = {
  args: {
    exportState: 'pending',
    exportProgress: { step: 'preparing', percent: 40 },
    onCancelExport: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(await canvas.findByText('Preparing export… 40%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelExport).toHaveBeenCalledOnce();
  },
};

/**
 * A sort over a long list reads every matching row in pages: the note counts them, with
 * 'Cancel sort'; the page on screen stays, marked stale, and its rows stay usable.
 */
export const SortReadingRows: Story = {
  args: {
    refreshing: true,
    sort: { columnId: 'amount', direction: 'desc' },
    sortProgress: { loaded: 20_000, total: 100_000 },
    onCancelSort: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Reading every row to sort: 20,000 of 100,000'),
    ).toBeVisible();
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel sort' }));
    await expect(args.onCancelSort).toHaveBeenCalledOnce();
  },
};

/** The rows are in the worker, which writes the file in one step. */
export const ExportWriting: Story = {
  args: {
    exportState: 'pending',
    exportProgress: { step: 'writing' },
    onCancelExport: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Writing the file…')).toBeVisible();
  },
};

/** The app owns selection, as useListPage does: ids in, ids out. */
function WithSelection(props: Props) {
  const [selection, setSelection] = useState<string[]>([]);
  const onSelectionChange = (ids: string[]) => {
    setSelection(ids);
    props.onSelectionChange?.(ids);
  };
  return <ListScreen {...props} selection={selection} onSelectionChange={onSelectionChange} />;
}

/**
 * Part 1 section 2: "a sortable paginated table with row selection". Each box is clicked itself;
 * the note counts the selection and says the export writes it; 'Clear selection' empties it.
 */
export const RowSelection: Story = {
  args: { onSelectionChange: fn() },
  render: (args) => <WithSelection {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = page(0);
    if (!first || !second) throw new TypeError('sample rows missing');
    // The checkbox loads with the first table that selects (see SelectionCheckbox).
    const boxes = await table(canvasElement).findAllByRole('checkbox');
    // The header's box, then one per row.
    await expect(boxes).toHaveLength(11);
    await clickByPosition(boxes[1] as HTMLElement);
    await clickByPosition(boxes[2] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([first.id, second.id]);
    await expect(canvas.getByText('2 selected; Export writes the selected rows')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText(/selected/)).toBeNull();
    await expect(boxes[1]).not.toBeChecked();
  },
};
