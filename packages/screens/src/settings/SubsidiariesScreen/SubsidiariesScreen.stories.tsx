import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildSubsidiaryRow, listOf } from '../fixtures';
import { subsidiaryFilters } from './filters';
import { SUBSIDIARIES_EMPTY_TEXT, SubsidiariesScreen } from './SubsidiariesScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, errorStory, listControlArgs } from '../../list/fixtures/stateStories';

const STATUSES = [
  ['Active', 'green'],
  ['Declined', 'red'],
  ['Pending-Approval', 'orange'],
  ['Pending-Verification', 'indigo'],
  ['New', 'blue'],
] as const;
const rows = STATUSES.map(([status], index) =>
  buildSubsidiaryRow({
    id: String(101 + index),
    name: `Business ${status}`,
    verificationStatus: status,
  }),
);

const meta: Meta<typeof SubsidiariesScreen> = {
  title: 'Screens/Settings/Subsidiaries',
  component: SubsidiariesScreen,
  args: {
    data: listOf(rows),
    filter: { definition: subsidiaryFilters, value: subsidiaryFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onCreate: fn(),
    now: () => new Date('2026-11-23T12:00:00Z'),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Subsidiaries' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
    for (const header of ['Name', 'Email', 'Country', 'Verification Status', 'Business Type']) {
      await expect(headers.some((text) => text.includes(header))).toBe(true);
    }
    for (const [status, tone] of STATUSES) {
      const row = table.getByText(`Business ${status}`).closest('tr');
      await expect(row?.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Create new subsidiary' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
    await expect(
      panel
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 5),
    ).toEqual(['All', 'Pending', 'Not Started', 'Approved', 'Declined']);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Approved');
    await userEvent.type(panel.getByRole('textbox', { name: /^Email address/ }), 'lagos');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'Approved', email: 'lagos' }),
    );
  },
};

export const Empty: Story = emptyStory(listOf([]), SUBSIDIARIES_EMPTY_TEXT);

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Error: Story = errorStory();

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
