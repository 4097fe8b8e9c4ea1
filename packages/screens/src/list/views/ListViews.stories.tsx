import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListScreen, type ListScreenProps } from '../ListScreen/ListScreen';
import { sampleColumns, sampleFilters, sampleRows, type SampleRow } from '../fixtures/sampleList';
import { listControlArgs } from '../fixtures/stateStories';
import { phoneStory } from '../fixtures/phone';
import type { ListViews } from './types';
import { viewNameMessages } from './ViewNameDialog.schema';

/** The views' tabs and dialogs are loaded on use: on a busy machine the first takes a while. */
const LAZY = { timeout: 5_000 };

type Props = ListScreenProps<SampleRow, typeof sampleFilters.fields>;

/** A list's views with every callback a spy: none saved, the spec's columns. */
const views = (overrides: Partial<ListViews> = {}): ListViews => ({
  saved: [],
  showing: 'standard',
  defaultId: null,
  shownColumns: null,
  onSelect: fn(),
  onSave: fn(),
  onRename: fn(),
  onDelete: fn(),
  onSetDefault: fn(),
  onColumnsChange: fn(),
  ...overrides,
});

const SAVED = [
  { id: 'v1', name: 'Inactive links' },
  { id: 'v2', name: 'This month' },
  { id: 'v3', name: 'Largest first' },
];

const meta: Meta<Props> = {
  title: 'Screens/List/ListScreen/Views',
  component: ListScreen as (props: Props) => ReturnType<typeof ListScreen>,
  args: {
    title: 'Payment Links',
    data: { status: 'ready', data: { rows: sampleRows(10), total: 10, complete: true } },
    columns: sampleColumns,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.reference,
    emptyText: 'You currently do not have any payment links',
    filter: { definition: sampleFilters, value: sampleFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    now: () => new Date(2024, 2, 28, 10, 0),
    views: views(),
  },
};
export default meta;
type Story = StoryObj<Props>;

const page = () => within(document.body);
const openViewMenu = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'View' }));
const chooseInMenu = async (canvasElement: HTMLElement, item: string) => {
  await openViewMenu(canvasElement);
  await userEvent.click(page().getByRole('menuitem', { name: item }));
};
const headers = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** No saved view: no tabs, the spec's columns, and the View menu offers to save one. */
export const NoViews: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('tablist')).not.toBeInTheDocument();
    await expect(headers(canvasElement)).toEqual(['Date', 'Reference', 'Amount', 'Status']);
    await openViewMenu(canvasElement);
    const items = page()
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['Choose columns', 'Save as a new view']);
    await userEvent.click(page().getByRole('menuitem', { name: 'Save as a new view' }));
    const dialog = await page().findByRole('dialog', { name: 'Save view' }, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await expect(await within(dialog).findByText(viewNameMessages.required)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/View name/), '  Inactive links ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await expect(args.views?.onSave).toHaveBeenCalledWith('Inactive links');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Several views, one the default: each a tab, the one on screen selected. */
export const SeveralViews: Story = {
  args: { views: views({ saved: SAVED, showing: { saved: 'v2' }, defaultId: 'v2' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Payment Links views' }, LAZY);
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Standard', 'Inactive links', 'This month (default)', 'Largest first']);
    await expect(within(tabs).getByRole('tab', { name: 'This month (default)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toContainElement(canvas.getByRole('table'));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Inactive links' }));
    await expect(args.views?.onSelect).toHaveBeenCalledWith('v1');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Standard' }));
    await expect(args.views?.onSelect).toHaveBeenCalledWith(null);
    await chooseInMenu(canvasElement, 'Remove as default view');
    await expect(args.views?.onSetDefault).toHaveBeenCalledWith(null);
  },
};

/** Filters changed after opening a view: an 'Unsaved view' tab says so. */
export const UnsavedView: Story = {
  args: { views: views({ saved: SAVED, showing: 'unsaved' }) },
  play: async ({ canvasElement }) => {
    const tab = await within(canvasElement).findByRole('tab', { name: 'Unsaved view' }, LAZY);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await openViewMenu(canvasElement);
    await expect(page().queryByRole('menuitem', { name: 'Rename view' })).not.toBeInTheDocument();
  },
};

/** Rename the view on screen: its own name is offered, another view's is refused. */
export const RenameView: Story = {
  args: { views: views({ saved: SAVED, showing: { saved: 'v1' } }) },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('tablist', undefined, LAZY);
    await chooseInMenu(canvasElement, 'Rename view');
    const dialog = await page().findByRole('dialog', { name: 'Rename view' }, LAZY);
    const name = within(dialog).getByLabelText(/View name/);
    await expect(name).toHaveValue('Inactive links');
    await userEvent.clear(name);
    await userEvent.type(name, 'this month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename view' }));
    await expect(await within(dialog).findByText(viewNameMessages.taken)).toBeVisible();
    await expect(args.views?.onRename).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Links to follow up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename view' }));
    await expect(args.views?.onRename).toHaveBeenCalledWith('v1', 'Links to follow up');
  },
};

/** Delete the view on screen, after a confirmation that starts on Cancel. */
export const DeleteView: Story = {
  args: { views: views({ saved: SAVED, showing: { saved: 'v3' } }) },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('tablist', undefined, LAZY);
    await chooseInMenu(canvasElement, 'Delete view');
    const dialog = await page().findByRole(
      'alertdialog',
      {
        name: "Delete the view 'Largest first'?",
      },
      LAZY,
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await expect(args.views?.onDelete).toHaveBeenCalledWith('v3');
  },
};

/** Columns hidden and reordered: the table follows, and the export offers both column sets. */
export const ChosenColumns: Story = {
  args: { views: views({ shownColumns: ['status', 'amount', 'date'] }) },
  play: async ({ canvasElement, args }) => {
    await expect(headers(canvasElement)).toEqual(['Status', 'Amount', 'Date']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const items = page()
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      '.csv (shown columns)',
      '.xls (shown columns)',
      '.csv (all columns)',
      '.xls (all columns)',
    ]);
    await userEvent.click(page().getByRole('menuitem', { name: '.xls (all columns)' }));
    await expect(args.onExport).toHaveBeenCalledWith('xls', 'all');
  },
};

/** The column picker: hidden columns unticked, the order kept, moved by keyboard, then reset. */
export const ColumnPicker: Story = {
  args: { views: views({ shownColumns: ['status', 'amount', 'date'] }) },
  play: async ({ canvasElement, args }) => {
    await chooseInMenu(canvasElement, 'Choose columns');
    const dialog = await page().findByRole('dialog', { name: 'Choose columns' }, LAZY);
    const boxes = within(dialog).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('li')?.textContent)).toEqual([
      'Status',
      'Amount',
      'Date',
      'Reference',
    ]);
    await expect(within(dialog).getByRole('checkbox', { name: 'Reference' })).not.toBeChecked();
    const up = within(dialog).getByRole('button', { name: 'Move Amount up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Move Amount down' })).toHaveFocus();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Amount moved to position 1 of 4',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Reference' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.views?.onColumnsChange).toHaveBeenCalledWith([
      'amount',
      'status',
      'date',
      'reference',
    ]);
  },
};

/** The picker as it opens on hidden and reordered columns: the shown ones first, in order. */
export const ColumnPickerOpen: Story = {
  args: { views: views({ shownColumns: ['amount', 'status'] }) },
  play: async ({ canvasElement }) => {
    await chooseInMenu(canvasElement, 'Choose columns');
    const dialog = await page().findByRole('dialog', { name: 'Choose columns' }, LAZY);
    const rows = within(dialog)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    await expect(rows).toEqual(['Amount', 'Status', 'Date', 'Reference']);
    await expect(within(dialog).getByRole('checkbox', { name: 'Date' })).not.toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Move Amount up' })).toBeDisabled();
  },
};

/** A name another view has is refused, in the dialog, with what was typed kept. */
export const ViewNameTaken: Story = {
  args: { views: views({ saved: SAVED, showing: 'unsaved' }) },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('tablist', undefined, LAZY);
    await chooseInMenu(canvasElement, 'Save as a new view');
    const dialog = await page().findByRole('dialog', { name: 'Save view' }, LAZY);
    await userEvent.type(within(dialog).getByLabelText(/View name/), 'Largest First');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await expect(await within(dialog).findByText(viewNameMessages.taken)).toBeVisible();
    await expect(within(dialog).getByLabelText(/View name/)).toHaveValue('Largest First');
    await expect(args.views?.onSave).not.toHaveBeenCalled();
  },
};

/** Reset brings the spec's columns back; a choice of none is refused. */
export const ColumnPickerReset: Story = {
  args: { views: views({ shownColumns: ['status', 'amount'] }) },
  play: async ({ canvasElement, args }) => {
    await chooseInMenu(canvasElement, 'Choose columns');
    const dialog = await page().findByRole('dialog', { name: 'Choose columns' }, LAZY);
    for (const name of ['Status', 'Amount'])
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    await expect(within(dialog).getByText('Choose at least one column')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Reset to the standard columns' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.views?.onColumnsChange).toHaveBeenCalledWith(null);
  },
};

/** On a phone: the tabs scroll within the screen and the cards show the chosen columns. */
export const Phone: Story = {
  args: {
    views: views({
      saved: SAVED,
      showing: { saved: 'v1' },
      defaultId: 'v1',
      shownColumns: ['status', 'amount', 'reference'],
    }),
  },
  globals: phoneStory().globals,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('tablist', undefined, LAZY);
    await phoneStory().play(context);
    await expect(canvas.queryByText('Date')).not.toBeInTheDocument();
    await chooseInMenu(context.canvasElement, 'Choose columns');
    const dialog = await page().findByRole('dialog', { name: 'Choose columns' }, LAZY);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};
