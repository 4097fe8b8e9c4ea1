import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFilters } from '../fixtures/sampleList';
import { ListFilter, SEARCH_DEBOUNCE_MS, type ListFilterProps } from './ListFilter';

type Props = ListFilterProps<typeof sampleFilters.fields>;

const meta: Meta<Props> = {
  title: 'Screens/List/ListFilter',
  component: ListFilter as (props: Props) => ReturnType<typeof ListFilter>,
  args: {
    definition: sampleFilters,
    value: sampleFilters.defaults,
    onChange: fn(),
    now: () => new Date(2024, 2, 28, 10, 0),
  },
};
export default meta;
type Story = StoryObj<Props>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
  return within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
};

/** The panel shows the definition's fields, in order, and applies them as the list's values. */
export const AppliesTheDefinitionsFields: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await open(canvasElement);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'InActive');
    await userEvent.type(panel.getByRole('textbox', { name: 'Reference' }), ' REF-1 ');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      status: 'InActive',
      dateRange: { from: '', to: '' },
      reference: 'REF-1',
    });
  },
};

export const ClearAppliesTheDefaults: Story = {
  args: { value: { ...sampleFilters.defaults, status: 'Active' } },
  play: async ({ canvasElement, args }) => {
    const panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenCalledWith(sampleFilters.defaults);
  },
};

/**
 * Part 1 section 9, "table search debounce 1000 ms": a text filter applies once typing pauses
 * for a second, in one call, without Apply; a select changed meanwhile still waits for Apply.
 */
export const SearchesOneSecondAfterTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await open(canvasElement);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'InActive');

    await userEvent.type(panel.getByRole('textbox', { name: 'Reference' }), 'REF-42');
    const typed = performance.now();

    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled(), {
      timeout: SEARCH_DEBOUNCE_MS * 3,
    });
    await expect(performance.now() - typed).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      ...sampleFilters.defaults,
      reference: 'REF-42',
    });
    await expect(panel.getByRole('textbox', { name: 'Reference' })).toHaveFocus();
  },
};
