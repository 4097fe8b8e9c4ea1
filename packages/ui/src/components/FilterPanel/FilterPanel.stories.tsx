import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import type { FilterPanelValue } from './filterValue';

/** Keeps the applied value like a list screen would, and reports every callback. */
function StatefulFilterPanel(args: FilterPanelProps) {
  const [value, setValue] = useState<FilterPanelValue>(args.value);
  return (
    <FilterPanel
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onClear={() => {
        setValue({});
        args.onClear();
      }}
    />
  );
}

// 5 March 2024, so the presets give fixed days.
const now = () => new Date(2024, 2, 5, 15, 30);

const meta: Meta<typeof FilterPanel> = {
  title: 'UI/FilterPanel',
  component: FilterPanel,
  args: {
    value: {},
    onChange: fn(),
    onClear: fn(),
    now,
    selectFields: [
      {
        key: 'status',
        label: 'Status',
        options: [
          { value: 'Successful', label: 'Successful' },
          { value: 'Initiated', label: 'Initiated' },
          { value: 'Awaiting-Confirmation', label: 'Awaiting-Confirmation' },
        ],
      },
    ],
    textFields: [{ key: 'paymentReference', label: 'Payment reference' }],
  },
  render: (args) => <StatefulFilterPanel {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
  return page().findByRole('dialog', { name: 'Filter' });
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filter' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const ApplyFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(await openPanel(canvasElement));

    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Successful');
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Date range' }), 'last7');
    await userEvent.type(panel.getByRole('textbox', { name: 'Payment reference' }), 'PAY-000123');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));

    await expect(args.onChange).toHaveBeenCalledWith({
      select: { status: 'Successful' },
      datePreset: 'last7',
      dateRange: { from: '2024-02-28', to: '2024-03-05' },
      text: { paymentReference: 'PAY-000123' },
    });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: /Filter.*3 applied/ }),
    ).toHaveFocus();
  },
};

export const PresetFillsDates: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await openPanel(canvasElement));
    const from = panel.getByLabelText('From');
    const to = panel.getByLabelText('To');
    const preset = panel.getByRole('combobox', { name: 'Date range' });

    await userEvent.selectOptions(preset, 'today');
    await expect(from).toHaveValue('2024-03-05');
    await expect(to).toHaveValue('2024-03-05');

    await userEvent.selectOptions(preset, 'last30');
    await expect(from).toHaveValue('2024-02-05');

    await userEvent.selectOptions(preset, 'thisMonth');
    await expect(from).toHaveValue('2024-03-01');
    await expect(to).toHaveValue('2024-03-05');
  },
};

export const CustomDates: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(await openPanel(canvasElement));

    await userEvent.type(panel.getByLabelText('From'), '2024-01-10');
    await userEvent.type(panel.getByLabelText('To'), '2024-01-20');

    await expect(panel.getByRole('combobox', { name: 'Date range' })).toHaveValue('custom');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      datePreset: 'custom',
      dateRange: { from: '2024-01-10', to: '2024-01-20' },
    });
  },
};

export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(await openPanel(canvasElement));

    await userEvent.type(panel.getByLabelText('From'), '2024-01-20');
    await userEvent.type(panel.getByLabelText('To'), '2024-01-10');

    await expect(panel.getByText('End date cannot be before start date')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Clear: Story = {
  args: {
    value: {
      select: { status: 'Initiated' },
      datePreset: 'today',
      dateRange: { from: '2024-03-05', to: '2024-03-05' },
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /2 applied/ }));
    const panel = within(await page().findByRole('dialog', { name: 'Filter' }));
    await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveValue('Initiated');
    await expect(panel.getByLabelText('From')).toHaveValue('2024-03-05');

    await userEvent.click(panel.getByRole('button', { name: 'Clear' }));

    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Filter' })).toBeVisible();
  },
};

export const EscapeDiscardsEdits: Story = {
  args: { value: { select: { status: 'Initiated' } } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Filter/ });
    await userEvent.click(trigger);
    let panel = within(await page().findByRole('dialog', { name: 'Filter' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Successful');

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    panel = within(await page().findByRole('dialog', { name: 'Filter' }));
    await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveValue('Initiated');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TextFiltersOnly: Story = {
  args: {
    selectFields: [],
    showDateRange: false,
    textFields: [
      { key: 'reference', label: 'Reference' },
      { key: 'email', label: 'E-mail address' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const panel = within(await openPanel(canvasElement));
    await expect(panel.queryByRole('combobox')).toBeNull();

    await userEvent.type(panel.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));

    await expect(args.onChange).toHaveBeenCalledWith({ text: { email: 'ada@example.com' } });
  },
};

/** With `searchDelay`, a text filter applies once typing pauses, with the applied selects kept. */
export const SearchAsYouType: Story = {
  args: { value: { select: { status: 'Initiated' } }, searchDelay: 300 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await page().findByRole('dialog', { name: 'Filter' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Successful');

    await userEvent.type(panel.getByRole('textbox', { name: 'Payment reference' }), 'PAY-9');

    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        select: { status: 'Initiated' },
        text: { paymentReference: 'PAY-9' },
      }),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(page().getByRole('dialog', { name: 'Filter' })).toBeVisible();
  },
};

/** Closing the panel before the pause drops the search, like any edit not applied. */
export const EscapeDropsPendingSearch: Story = {
  args: { searchDelay: 300 },
  play: async ({ args, canvasElement }) => {
    const panel = within(await openPanel(canvasElement));
    await userEvent.type(panel.getByRole('textbox', { name: 'Payment reference' }), 'PAY-9');

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
