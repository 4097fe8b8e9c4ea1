import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ListData } from '../../list';
import type { RemoteData } from '../../types';
import { buildChargebackRow, buildChargebackRows, hoursFromNow, STORY_NOW } from '../fixtures';
import { chargebackFilters, presetChargebackFilters } from '../filters';
import type { ChargebackRow } from '../types';
import { CHARGEBACKS_EMPTY_TEXT, ChargebackListScreen } from './ChargebackListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs } from '../../list/fixtures/stateStories';

type Rows = RemoteData<ListData<ChargebackRow>>;
const ready = (rows: ChargebackRow[]): Rows => ({
  status: 'ready',
  data: { rows, total: rows.length, complete: true },
});
const rows = buildChargebackRows(12);

const meta: Meta<typeof ChargebackListScreen<typeof chargebackFilters.fields>> = {
  title: 'Screens/Chargebacks/ChargebackList',
  component: ChargebackListScreen,
  args: {
    title: 'Chargebacks',
    data: ready(rows),
    overview: {
      status: 'ready',
      data: { thresholdPercent: 36, chargebackValue: 1250400.5, chargebackCount: 16 },
    },
    filter: { definition: chargebackFilters, value: chargebackFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onViewDetails: fn(),
    onOpenDetails: fn(),
    now: () => STORY_NOW,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const table = (root: HTMLElement) =>
  within(within(root).getByRole('table', { name: /^Chargebacks/ }));
const rowWith = (root: HTMLElement, text: string) => {
  const row = table(root).getByText(text).closest('tr');
  if (!row) throw new TypeError(`No row shows ${text}`);
  return within(row);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Holding Balance' })).toBeDisabled();
    await expect(canvas.getByText('Remaining of your threshold')).toBeVisible();
    await expect(canvas.getByText('36%')).toBeVisible();
    await expect(canvas.getByText('NGN 1,250,400.50')).toBeVisible();
    await expect(canvas.getByText('16')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Chargebacks (12)' })).toBeVisible();
    const headers = table(canvasElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    for (const header of ['Due Date', 'Amount', 'Status', 'Balance', 'Order Reference']) {
      await expect(headers.some((text) => text?.includes(header))).toBe(true);
    }
    const first = rowWith(canvasElement, 'ORD-1000');
    await expect(first.getByText('7 days left')).toBeVisible();
    await expect(first.getAllByText('NGN 5,000.00')).toHaveLength(2);
  },
};

const statusStory = (status: string, tone: string, preset = false): Story => ({
  args: { data: ready([buildChargebackRow({ status })]), preset },
  play: async ({ canvasElement }) => {
    const badge = rowWith(canvasElement, 'ORD-9KQ2ZT').getByText(status).closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', tone);
  },
});
export const StatusWon = statusStory('Won', 'green');
export const StatusLost = statusStory('Lost', 'red');
export const StatusAccepted = statusStory('Accepted', 'red');
export const StatusPending = statusStory('Pending', 'orange');
export const StatusNew = statusStory('New', 'orange');
/** Part 2 section 4: New is blue in the preset (status route) lists. */
export const StatusNewInPresetList = statusStory('New', 'blue', true);
export const StatusAwaitingResponse = statusStory('Awaiting Response', 'indigo');
export const StatusAssessment = statusStory('Assessment', 'neutral');

export const DueSoonAndOverdue: Story = {
  args: {
    data: ready([
      buildChargebackRow({ id: '1', orderReference: 'ORD-SOON', dueDate: hoursFromNow(20) }),
      buildChargebackRow({ id: '2', orderReference: 'ORD-LATE', dueDate: hoursFromNow(-3) }),
      buildChargebackRow({
        id: '3',
        orderReference: 'ORD-WON',
        status: 'Won',
        dueDate: hoursFromNow(-3),
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      rowWith(canvasElement, 'ORD-SOON').getByText('20 hours left').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'red');
    await expect(rowWith(canvasElement, 'ORD-LATE').getByText('Overdue')).toBeVisible();
    await expect(rowWith(canvasElement, 'ORD-WON').queryByText('Overdue')).toBeNull();
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowWith(canvasElement, 'ORD-1000');
    await userEvent.click(row.getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'View details' }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(row.getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Open details page' }));
    await expect(args.onOpenDetails).toHaveBeenCalledWith(rows[0]);
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await page().findByRole('dialog', { name: 'Filter' }));
    await expect(
      panel
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 6),
    ).toEqual(['All', 'Won', 'Lost', 'Pending', 'Awaiting Response', 'Assessment']);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Lost');
    await userEvent.type(panel.getByRole('textbox', { name: /^Payment reference/ }), 'PAY-1');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'Lost', reference: 'PAY-1' }),
    );
  },
};

/** A status route: preset to Won, so the panel offers no status. */
export const PresetStatusRoute: Story = {
  args: {
    title: 'Won chargebacks',
    data: ready([buildChargebackRow({ status: 'Won' })]),
    filter: {
      definition: presetChargebackFilters,
      value: presetChargebackFilters.defaults,
      onChange: fn(),
    } as never,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Won chargebacks (1)' }),
    ).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await page().findByRole('dialog', { name: 'Filter' }));
    await expect(panel.queryByRole('combobox', { name: 'Status' })).toBeNull();
  },
};

export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Export/ }));
    await userEvent.click(await page().findByRole('menuitem', { name: '.csv' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv', 'shown');
  },
};

export const Empty: Story = emptyStory(ready([]), CHARGEBACKS_EMPTY_TEXT);

export const Loading: Story = {
  args: { data: { status: 'loading' }, overview: { status: 'loading' } },
};

export const Error: Story = {
  args: {
    data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() },
    overview: { status: 'error', message: 'Unexpected Error!', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Unexpected Error!').length).toBeGreaterThan(0);
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
